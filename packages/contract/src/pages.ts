/**
 * The one table of the /learn pages (doc 1 §2, doc 2 §2; issue 32): each page's path, who
 * may open it, the frame it is drawn in and the calls its first view makes; beside it, by
 * the same names, what only the server does for it (PAGE_SERVING: the page modules it
 * hints, whether it draws the first view), which the web's bundle leaves out.
 * The web's router builds its routes from it, the server's page answers and the first
 * view's calls (first-view.ts) read it. Free of zod: the web bundles it (decision 0016).
 *
 * Paths are wouter's patterns (regexparam, the matcher the router uses, is the matcher
 * here too): `:name` one segment, `*?` anything or nothing after it, case-insensitive, a
 * trailing slash allowed. The order is the router's: the first page that matches wins.
 */
import { parse } from 'regexparam';
import { firstListPage } from './list-page.ts';
import { routePath } from './route-path.ts';
import * as enrolmentRoutes from './routes/enrolment.ts';
import * as listRoutes from './routes/list.ts';

/**
 * `own`: the page brings its own frame (a tool's or proctor's frame, sign-in's way back);
 * `public`: the public frame of the open catalog (doc 1 §1), under PUBLIC_AREA;
 * `app`: the signed-in app's shell (it sends anyone without a session to sign in);
 * `either`: the app's shell when signed in, the public frame without a session (issue 31).
 * In the table the frames come in this order, as the router's top level matches them.
 */
export type PageFrame = 'own' | 'public' | 'either' | 'app';
export const PAGE_FRAMES: readonly PageFrame[] = ['own', 'public', 'either', 'app'];

export interface PageContext {
  /** The dashboard, when enabled, is the home page instead of My courses (doc 1 §2). */
  dashboard: boolean;
}
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * What only the server reads of a page (its page answers): kept beside the table, not in it,
 * so the web's bundle leaves it out (only pageModules and isDrawnOnServer read it, and the
 * web calls neither).
 */
export interface PageServing {
  /** Its route modules (apps/web/src/app/routes/<name>-route.tsx) the page hints (modulepreload) with the entry (issue 17). */
  readonly modules?: readonly string[] | ((context: PageContext) => readonly string[]);
  /** Whose first view the server draws (decision 0043): signed in, a visitor without a session, or anyone. */
  readonly drawn?: 'signedIn' | 'visitor' | 'anyone';
}

export interface LearnPage {
  readonly path: string;
  readonly frame: PageFrame;
  /** `public`: opened without a session too, and never starts a sign-in (issue 31); `signedIn`: needs one. */
  readonly access: 'public' | 'signedIn';
  /** A page inside another's frame (the course's): matched once that page matched, in table order. */
  readonly within?: string;
  /** The page the router shows when no page of its frame matches. */
  readonly notFound?: true;
  /** The calls its first view makes (issue 17 item 1): answered into the page, started at once on navigation. */
  readonly calls?: (params: PageParams, context: PageContext) => readonly string[];
}

/** The public frame's part of /learn: a path under it that names no page is the public not-found page. */
export const PUBLIC_AREA = '/open-catalog/*?';

// The calls are spelled from the zod-free routes the web calls the API at (decision 0067):
// the table is in the web's first view, the path builders of lists.ts are not.
const myCoursesCalls = () => [
  firstListPage(listRoutes.enrolled.path),
  listRoutes.terms.path,
  listRoutes.enrolledFilterCategories.path,
  listRoutes.enrolledShowcases.path,
  listRoutes.gradingScales.path,
];
const catalogCalls = () => [
  firstListPage(listRoutes.catalog.path),
  listRoutes.terms.path,
  listRoutes.catalogFilterCategories.path,
  listRoutes.catalogShowcases.path,
  listRoutes.gradingScales.path,
];
const openCatalogCalls = () => [
  firstListPage(listRoutes.public.path),
  listRoutes.publicFilterCategories.path,
  listRoutes.publicShowcases.path,
];
/** A course's pages all start with its details; an id that cannot be one (not an id's characters) asks for nothing. */
const courseCalls = ({ objectiveId = '' }: PageParams) =>
  /^[0-9A-Za-z-]+$/.test(objectiveId) ? [routePath(enrolmentRoutes.courseDetails, { id: objectiveId })] : [];

export const LEARN_PAGES = {
  // Frames of their own, matched first.
  loginCallback: { path: '/login-callback', frame: 'own', access: 'public' },
  /** doc 1 §2: where a tool sends the learner back (the launch's return_url, LTI Core 1.3 §4.4.1). */
  ltiToolCallback: { path: '/lti-tool-callback', frame: 'own', access: 'signedIn' },
  /** doc 2 §2: a proctored exam, shown inside the proctoring tool's frame (decision 0021). */
  proctor: { path: '/courses/proctor/:objectiveId/:activityPathId', frame: 'own', access: 'signedIn' },
  /** doc 1 §1, doc 2 §2: a certificate's public share link, in the public frame without the catalog's. */
  publicCertificate: { path: '/certificate/:certificateNumber', frame: 'own', access: 'public' },

  // The open catalog: no sign-in (doc 1 §1).
  openCatalog: {
    path: '/open-catalog',
    frame: 'public',
    access: 'public',
    calls: openCatalogCalls,
  },
  /** A public course's page sends a signed-in learner who has taken it up to the course (doc 2 §4): drawn for visitors only. */
  openCatalogCourse: {
    path: '/open-catalog/:objectiveId/view/details',
    frame: 'public',
    access: 'public',
  },
  publicNotFound: { path: PUBLIC_AREA, frame: 'public', access: 'public', notFound: true },

  /** Reached without a session too: the sign-in sends there a person the import does not know (issue 31). */
  forbidden: { path: '/forbidden', frame: 'either', access: 'public' },

  // The signed-in app.
  /** doc 1 §2: the dashboard when enabled, otherwise My courses (the page sends there at once: its code and calls start now). */
  home: {
    path: '/',
    frame: 'app',
    access: 'signedIn',
    calls: (_params, { dashboard }) => (dashboard ? [] : myCoursesCalls()),
  },
  myCourses: { path: '/courses', frame: 'app', access: 'signedIn', calls: myCoursesCalls },
  courseRedirect: { path: '/courses/redirect/:objectiveId', frame: 'app', access: 'signedIn' },
  /** doc 2 §2: a tool's review of one activity workflow (LTI submission review). */
  workflowReview: { path: '/courses/:objectiveId/workflow/:workflowId/view', frame: 'app', access: 'signedIn', calls: courseCalls },
  courseCertificate: { path: '/courses/:objectiveId/certificate/:certificateNumber', frame: 'app', access: 'signedIn', calls: courseCalls },
  /** doc 2 §2 /courses/{objectiveId}[/{aggregateId}], /view/details and /view/content/*: the course's frame around its pages. */
  course: { path: '/courses/:objectiveId/*?', frame: 'app', access: 'signedIn', calls: courseCalls },
  courseContent: {
    path: '/courses/:objectiveId/view/content/*?',
    within: 'course',
    frame: 'app',
    access: 'signedIn',
    calls: courseCalls,
  },
  courseDetails: {
    path: '/courses/:objectiveId/view/details',
    within: 'course',
    frame: 'app',
    access: 'signedIn',
    calls: courseCalls,
  },
  /** /view alone is the details too. */
  courseView: {
    path: '/courses/:objectiveId/view',
    within: 'course',
    frame: 'app',
    access: 'signedIn',
    calls: courseCalls,
  },
  /** The course as a part of a program (an aggregate): its details. */
  courseInAggregate: {
    path: '/courses/:objectiveId/:aggregateId',
    within: 'course',
    frame: 'app',
    access: 'signedIn',
    calls: courseCalls,
  },
  courseHome: {
    path: '/courses/:objectiveId',
    within: 'course',
    frame: 'app',
    access: 'signedIn',
    calls: courseCalls,
  },
  /** Issue 13: every certificate of the learner (decision 0023). */
  certificates: { path: '/certificates', frame: 'app', access: 'signedIn' },
  catalog: { path: '/catalog', frame: 'app', access: 'signedIn', calls: catalogCalls },
  catalogCourse: { path: '/catalog/:objectiveId/*?', frame: 'app', access: 'signedIn' },
  calendar: { path: '/calendar/*?', frame: 'app', access: 'signedIn' },
  profile: { path: '/profile', frame: 'app', access: 'signedIn' },
  emailResponse: { path: '/email-response-callback', frame: 'app', access: 'signedIn' },
  simulateError: { path: '/simulate-error', frame: 'app', access: 'signedIn' },
  notFound: { path: '/*?', frame: 'app', access: 'signedIn', notFound: true },
} as const satisfies Record<string, LearnPage>;

export type LearnPageName = keyof typeof LEARN_PAGES;

/** The server's part of each page (PageServing), by the table's names. */
export const PAGE_SERVING: Readonly<Partial<Record<LearnPageName, PageServing>>> = {
  openCatalog: { modules: ['open-catalog'], drawn: 'anyone' },
  /** Drawn for visitors only: a signed-in learner who has taken the course up is sent to it (doc 2 §4). */
  openCatalogCourse: { modules: ['open-catalog-course'], drawn: 'visitor' },
  /** My courses' code when the dashboard is off (the page sends there at once). */
  home: { modules: ({ dashboard }) => (dashboard ? [] : ['my-courses']) },
  myCourses: { modules: ['my-courses'], drawn: 'signedIn' },
  course: { modules: ['course'] },
  courseContent: { modules: ['course', 'course-content'], drawn: 'signedIn' },
  courseDetails: { modules: ['course'], drawn: 'signedIn' },
  courseView: { modules: ['course'], drawn: 'signedIn' },
  courseInAggregate: { modules: ['course'] },
  courseHome: { modules: ['course'] },
  certificates: { modules: ['certificate-wallet'], drawn: 'signedIn' },
  catalog: { modules: ['catalog'], drawn: 'signedIn' },
  catalogCourse: { modules: ['catalog-course'], drawn: 'signedIn' },
  profile: { modules: ['profile'], drawn: 'signedIn' },
};

/** The pages inside `parent`'s frame. */
export type PageWithin<Parent extends LearnPageName> = {
  [N in LearnPageName]: (typeof LEARN_PAGES)[N] extends { within: Parent } ? N : never;
}[LearnPageName];

export interface NamedPage extends LearnPage {
  readonly name: LearnPageName;
}
const ALL: readonly NamedPage[] = Object.entries(LEARN_PAGES).map(([name, page]) => ({ ...page, name: name as LearnPageName }));

/** The pages of a frame (or inside a page's), in the router's order. */
export const learnPagesOf = (frame: PageFrame | { within: LearnPageName }): NamedPage[] =>
  ALL.filter((page) => (typeof frame === 'string' ? page.frame === frame && !page.within : page.within === frame.within));

const patterns = new Map(ALL.map((page) => [page.name, parse(page.path)]));
function matchPath(page: NamedPage, path: string): PageParams | null {
  const { pattern, keys } = patterns.get(page.name)!;
  const match = pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries((keys || []).map((key, i) => [key, match[i + 1]]));
}

export interface PageMatch {
  page: NamedPage;
  params: PageParams;
}

/** The page the router shows for a path inside /learn (`/courses?x` → My courses); always one (a not-found page last). */
export function matchLearnPage(learnPath: string): PageMatch {
  const path = learnPath.split('?')[0]!.replace(/\/+$/, '') || '/';
  for (const page of ALL) {
    if (page.within) continue;
    const params = matchPath(page, path);
    if (!params) continue;
    for (const inner of learnPagesOf({ within: page.name })) {
      const innerParams = matchPath(inner, path);
      if (innerParams) return { page: inner, params: innerParams };
    }
    return { page, params };
  }
  throw new Error(`no /learn page for ${path}`); // unreachable: notFound matches every path
}

/** A course's own pages (its details and content, doc 2 §2): the portal's navigation makes room for them (issue 33 item 8). */
export function isCoursePage(learnPath: string): boolean {
  const { page } = matchLearnPage(learnPath);
  return page.name === 'course' || ('within' in page && page.within === 'course');
}

/** The route modules the server hints for a path's page (issue 17 item 1). */
export function pageModules(learnPath: string, context: PageContext): readonly string[] {
  const { modules = [] } = PAGE_SERVING[matchLearnPage(learnPath).page.name] ?? {};
  return typeof modules === 'function' ? modules(context) : modules;
}

/** A page about a course is drawn only for an id that can be one (a UUID); any other is the browser's to show. */
const UUID = /^[0-9a-f-]{36}$/i;

/** Whether the server draws the first view of a path's page for this visitor (decision 0043). */
export function isDrawnOnServer(learnPath: string, signedIn: boolean): boolean {
  const { page, params } = matchLearnPage(learnPath);
  if (params.objectiveId !== undefined && !UUID.test(params.objectiveId)) return false;
  const { drawn } = PAGE_SERVING[page.name] ?? {};
  return drawn === 'anyone' || (drawn === 'signedIn' && signedIn) || (drawn === 'visitor' && !signedIn);
}
