import { FrameMessage } from '@lp/contract/lti';

/** Posted by the app's own /lti-tool-callback page, loaded in the tool's frame, to the player around it. */
export const LTI_RETURN = 'lti.return';

/** The tool's return (LTI Core 1.3 §4.4.1): which activity, and the texts the tool sent for the learner. */
export interface ToolReturn {
  subject: typeof LTI_RETURN;
  objectiveId: string;
  activityId: string;
  msg: string | null;
  errormsg: string | null;
}

/** What a tool's frame may tell the player: the return page, or the frame bridge's messages (doc 1 §2). */
export type ToolFrameMessage =
  | ToolReturn
  | { subject: typeof FrameMessage.logout | typeof FrameMessage.relogin }
  | { subject: typeof FrameMessage.navigate; target: string };

const text = (value: unknown, max = 2000) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : null);

/**
 * Reads a message event's data as one of the messages above, or null. The caller has
 * already checked it came from this origin and from its own tool frame; the shape is
 * checked all the same, as the data is whatever that page posted.
 */
export function readFrameMessage(data: unknown): ToolFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.subject) {
    case LTI_RETURN:
      return {
        subject: LTI_RETURN,
        objectiveId: text(message.objectiveId, 100) ?? '',
        activityId: text(message.activityId, 100) ?? '',
        msg: text(message.msg),
        errormsg: text(message.errormsg),
      };
    case FrameMessage.logout:
    case FrameMessage.relogin:
      return { subject: message.subject };
    case FrameMessage.navigate: {
      const target = text(message.target);
      // A path of this site: one leading slash, not two (`//host` is another site).
      return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
        ? { subject: FrameMessage.navigate, target }
        : null;
    }
    default:
      return null;
  }
}

/** The de facto LTI message (from Canvas) a tool sends to be as tall as its page. */
export const LTI_FRAME_RESIZE = 'lti.frameResize';
/** No tool page is taller than this many CSS pixels; a larger height is taken as this one. */
const MAX_FRAME_HEIGHT = 20_000;

/**
 * The height a tool asks its frame to be, or null: `{ subject: 'lti.frameResize', height }`,
 * as an object or as its JSON text (tools send both), the height in CSS pixels as a number
 * or a text such as "600" or "600px".
 */
export function readFrameResize(data: unknown): number | null {
  let message = data;
  if (typeof data === 'string' && data.length < 1000) {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { subject, height } = message as Record<string, unknown>;
  if (subject !== LTI_FRAME_RESIZE) return null;
  const pixels =
    typeof height === 'number'
      ? height
      : typeof height === 'string' && /^\s*\d+(\.\d+)?(px)?\s*$/.test(height)
        ? Number.parseFloat(height)
        : NaN;
  return Number.isFinite(pixels) && pixels > 0 ? Math.min(Math.ceil(pixels), MAX_FRAME_HEIGHT) : null;
}
