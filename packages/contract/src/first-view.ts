import { encodeQuery } from './list-page.ts';
import { matchLearnPage, type PageContext } from './pages.ts';
import * as chatRoutes from './routes/chat.ts';

export { firstListPage, LIST_PAGE_SIZE } from './list-page.ts';

export interface FirstViewContext extends PageContext {
  signedIn: boolean;
  /** The page is loaded as a whole: the signed-in shell's own call (the unread chat counts in its navigation and cards) comes too. */
  withShell?: boolean;
}

/**
 * The calls a /learn page makes before it can draw its first view (issue 17 item 1), for
 * both ends: the server answers them into the page it serves (inline, per user), the web
 * app starts them at once when the learner navigates to the page, in parallel with the
 * page's code. A public page's are the same for anyone and its frame has no shell; a
 * signed-in page's are made only with a session.
 */
export function firstViewCalls(learnPath: string, context: FirstViewContext): string[] {
  const { page, params } = matchLearnPage(learnPath);
  const calls = page.calls?.(params, context) ?? [];
  if (page.frame === 'public') return [...calls];
  if (!context.signedIn) return [];
  return [...(context.withShell ? [chatRoutes.unreadCounts.path] : []), ...calls];
}

/** One spelling of a URL whatever the order of its query parameters: what matches an inline answer to the call the app makes. */
export function canonicalCallUrl(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const [key = '', value = ''] = pair.split('=', 2);
      return [decode(key), decode(value)];
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return params.length ? `${path}?${encodeQuery(params)}` : path;
}
