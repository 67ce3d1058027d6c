import type { CurrentUser, RuntimeConfig } from '@lp/contract';

/**
 * What the server put in the page (apps/server/src/modules/web/bootstrap.ts, issue 17): the
 * runtime configuration and the signed-in user, so the first view needs no call for them.
 * Read once; absent or unreadable (a page served without it) means "ask as before".
 */
export interface PageBootstrap {
  config: Partial<RuntimeConfig> | null;
  user: CurrentUser | null;
  locale: string;
  /** The answers of the page's first-view calls (@lp/contract/first-view), by canonical URL. */
  answers?: Record<string, unknown>;
  /** The request's cookies that change what the app shows (the dashboard switch), as the server read them. */
  switches?: string;
  /** The first view as the server drew it (entry-server.tsx): the language and zone it used and the queries it had. */
  rendered?: { locale: string; timeZone?: string; queries: RenderedQuery[]; at?: number };
}

/** A query the server's render had: its data, or the URL of the page's answer it was (not sent twice). */
export interface RenderedQuery {
  key: readonly unknown[];
  at: number;
  data?: unknown;
  answer?: string;
}

let read: PageBootstrap | null | undefined;

export function pageBootstrap(): PageBootstrap | null {
  if (read !== undefined) return read;
  try {
    const text = document.getElementById('lp-bootstrap')?.textContent;
    read = text ? (JSON.parse(text) as PageBootstrap) : null;
  } catch {
    read = null;
  }
  return read;
}
