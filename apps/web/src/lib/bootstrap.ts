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
