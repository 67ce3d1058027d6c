import { FrameBridgeFlag } from '@lp/contract/calls';
import { FrameMessage } from '@lp/contract/lti';

export type BridgeMessage =
  { subject: typeof FrameMessage.logout | typeof FrameMessage.relogin } | { subject: typeof FrameMessage.navigate; target: string };

type Flag = (typeof FrameBridgeFlag)[keyof typeof FrameBridgeFlag];
type Query = Partial<Record<Flag, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A path of this site only: it starts with one slash, has no backslash or control
 * character (the URL parser drops tabs and newlines, and reads `\` as `/`, which would
 * turn `/\t/evil.example` into `//evil.example`), and resolves to the portal's origin.
 * Answered as the parsed path, query and fragment.
 */
export function sitePath(target: string | undefined, portalOrigin: string): string | null {
  if (!target || target.length > 2000 || !target.startsWith('/') || target.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  try {
    const url = new URL(target, portalOrigin);
    return url.origin === portalOrigin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * doc 1 §2: the message the frame-bridge page's query asks for — sign out, sign in again,
 * or go to a page of the portal. Null when it asks for none, or to go elsewhere.
 */
export function bridgeMessage(query: Query, portalOrigin: string): BridgeMessage | null {
  if (first(query[FrameBridgeFlag.logout]) === '1') return { subject: FrameMessage.logout };
  if (first(query[FrameBridgeFlag.relogin]) === '1') return { subject: FrameMessage.relogin };
  const target = sitePath(first(query[FrameBridgeFlag.navigate]), portalOrigin);
  return target ? { subject: FrameMessage.navigate, target } : null;
}
