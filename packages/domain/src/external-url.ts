import { parseUrl } from './web-url.ts';

export interface ExternalUrlOptions {
  /** Development and test only: plain http is accepted too (local tools have no certificate). */
  readonly allowHttp?: boolean;
}

/** Spaces and control characters anywhere: a browser would drop or read around them, so the text is not the address. */
const UNPRINTED = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * An address from imported data that the portal shows as a link out (a certificate's
 * `externalUrl`, doc 2 §1): an absolute https URL — http too when allowed — with a host
 * and no user name or password (`https://portal.example@evil.example` reads as the
 * portal). Every other scheme is refused, whatever its case: `javascript:`, `data:`,
 * `vbscript:`, `file:`, `blob:` and the rest would run or open something in the portal's
 * tab (security issue 9 item 12). The import refuses such a value and the web shows no
 * link for one already stored.
 */
export function isSafeExternalUrl(value: string, options: ExternalUrlOptions = {}): boolean {
  if (UNPRINTED.test(value)) return false;
  const url = parseUrl(value);
  if (!url || !url.hostname || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && options.allowHttp === true);
}
