import { parseUrl } from './web-url.ts';

export interface RedirectUrlOptions {
  /** Local development: also accept plain http on localhost or 127.0.0.1 (DESIGN, sign-in). */
  readonly allowLocalHttp?: boolean;
}

const LOCAL_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * doc 1 §5: a redirectUrl is honoured only if it uses https and has the same host (name
 * and port) as the page; otherwise the user goes to the client root. Relative targets are
 * resolved against the page first, so '//evil.example' is refused and '/learn/courses'
 * on an https page is accepted.
 */
export function isValidRedirectUrl(target: string, pageUrl: string, options: RedirectUrlOptions = {}): boolean {
  const page = parseUrl(pageUrl);
  const url = page ? parseUrl(target, page.href) : null;
  if (!page || !url || url.host !== page.host) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && options.allowLocalHttp === true && LOCAL_HOSTNAMES.includes(url.hostname);
}

/**
 * doc 2 §5: PDF links may point only to same-origin paths or to the cloud storage host;
 * others are blocked (with a console warning, the caller's part). Used for links in rich
 * content and inside PDF documents. `storageHost` is a host as in a URL (`name` or
 * `name:port`), reached over https only; unset means same-origin only.
 */
export function isAllowedPdfUrl(target: string, pageUrl: string, storageHost: string | null | undefined): boolean {
  const page = parseUrl(pageUrl);
  const url = page ? parseUrl(target, page.href) : null;
  if (!page || !url) return false;
  if (url.origin === page.origin) return true;
  return Boolean(storageHost) && url.protocol === 'https:' && url.host === storageHost?.toLowerCase();
}
