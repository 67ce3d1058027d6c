import { parseUrl } from './web-url.ts';

/** `host`, `host:port` or `*.host`: reached over https. */
const HOST = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;
/** `https://host[:port]` (or http:// for local development), also `*.host`: taken as written. */
export const ORIGIN_PATTERN = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/**
 * doc 2 §9 configured "allowed list of external sources" as origins: a bare host means its
 * https origin, an origin with its scheme is taken as written, anything else is left out
 * (so no entry can widen a Content-Security-Policy built from it).
 */
export const externalSourceOrigins = (entries: readonly (string | null | undefined)[]): string[] =>
  entries.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const origin = entry.trim().replace(/\/$/, '').toLowerCase();
    if (HOST.test(origin)) return [`https://${origin}`];
    return ORIGIN_PATTERN.test(origin) ? [origin] : [];
  });

/**
 * Whether content at `url` may be embedded (framed) by the allowed external sources: the
 * browser's reading of a frame-src list — an exact origin, or `scheme://*.host` for its
 * subdomains — so what this refuses is what the page's policy would block.
 */
export function isAllowedExternalSource(url: string, entries: readonly string[]): boolean {
  const target = parseUrl(url);
  if (!target) return false;
  const { protocol, host } = target;
  return externalSourceOrigins(entries).some((source) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(source);
    if (!wildcard) return source === `${protocol}//${host}`;
    return wildcard[1] === protocol && host.endsWith(`.${wildcard[2]}`);
  });
}
