import { DEFAULT_LIST_SORT } from '@lp/domain';
import { routePath } from './route-path.ts';
import * as chatRoutes from './routes/chat.ts';
import * as enrolmentRoutes from './routes/enrolment.ts';
import * as listRoutes from './routes/list.ts';

/**
 * The calls a /learn page makes before it can draw its first view (issue 17 item 1), in one
 * place for both ends: the server answers them into the page it serves (inline, per user),
 * the web app starts them at once when the learner navigates to the page, in parallel with
 * the page's code. Every other call waits for its component as before.
 */
export const LIST_PAGE_SIZE = 24;

/** The first page of a list with no search, filter or collection chosen (what buildListParams asks for then). */
export const firstListPage = (path: string) =>
  `${path}?${encodeQuery([
    ['sort', JSON.stringify([DEFAULT_LIST_SORT])],
    ['take', String(LIST_PAGE_SIZE)],
    ['requireTotalCount', 'true'],
    ['skip', '0'],
  ])}`;

export interface FirstViewContext {
  signedIn: boolean;
  /** The dashboard, when enabled, is the home page instead of My courses. */
  dashboard: boolean;
  /** The page is loaded as a whole: the signed-in shell's own call (the unread chat counts in its navigation and cards) comes too. */
  withShell?: boolean;
}

const ID = '[0-9A-Za-z-]+';

export function firstViewCalls(learnPath: string, context: FirstViewContext): string[] {
  const path = learnPath.replace(/\/+$/, '') || '/';
  if (path === '/open-catalog' || path.startsWith('/open-catalog/')) {
    return path === '/open-catalog'
      ? [firstListPage(listRoutes.public.path), listRoutes.publicFilterCategories.path, listRoutes.publicShowcases.path]
      : [];
  }
  if (!context.signedIn) return [];
  return [...(context.withShell ? [chatRoutes.unreadCounts.path] : []), ...pageCalls(path, context.dashboard)];
}

function pageCalls(path: string, dashboard: boolean): string[] {
  if (path === '/courses' || (path === '/' && !dashboard)) {
    return [
      firstListPage(listRoutes.enrolled.path),
      listRoutes.terms.path,
      listRoutes.enrolledFilterCategories.path,
      listRoutes.enrolledShowcases.path,
      listRoutes.gradingScales.path,
    ];
  }
  if (path === '/catalog')
    return [
      firstListPage(listRoutes.catalog.path),
      listRoutes.terms.path,
      listRoutes.catalogFilterCategories.path,
      listRoutes.catalogShowcases.path,
      listRoutes.gradingScales.path,
    ];
  const course = new RegExp(`^/courses/(${ID})(/|$)`).exec(path);
  if (course && course[1] !== 'redirect' && course[1] !== 'proctor') return [routePath(enrolmentRoutes.courseDetails, { id: course[1]! })];
  return [];
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

const encodeQuery = (params: [string, string][]) =>
  params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
