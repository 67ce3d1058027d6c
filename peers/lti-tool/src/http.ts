/** Request bodies, answers and the security headers every answer carries. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorPage } from './html.ts';

export const MAX_BODY_BYTES = 64 * 1024;

/** A refusal with its status and a plain sentence for the page. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(`${title}: ${detail}`);
  }
}

/** The form of a GET (query) or POST (urlencoded body, at most 64 KiB). */
export async function readForm(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  if (req.method === 'GET' || req.method === 'HEAD') return url.searchParams;
  const tooLarge = new HttpError(413, 'Request too large', `This tool accepts forms of at most ${MAX_BODY_BYTES / 1024} KiB.`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Unsupported form', 'Send the form as application/x-www-form-urlencoded.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Origins of URLs (issuers and endpoints), skipping what is not a URL. */
export function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An issuer need not be a URL (LTI Core 1.3 §5.1.2); it then frames nothing.
    }
  }
  return [...origins];
}

/**
 * CSP: the platforms may frame the tool (it opens inside the course page); forms post to the
 * tool itself (the way back to the course is a link, not a form); no script at all.
 */
export function securityHeaders(toolOrigin: string, platformOrigins: string[]): Record<string, string> {
  const platforms = platformOrigins.join(' ');
  const policy = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `form-action 'self' ${toolOrigin} ${platforms}`.trim(),
    `frame-ancestors ${platforms || "'none'"}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  // A refused body may still be arriving: close the connection rather than read it.
  if (error.status === 413) res.setHeader('Connection', 'close');
  sendHtml(res, error.status, errorPage(error.title, error.detail));
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location });
  res.end();
}
