import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import {
  isCoursePage,
  isDrawnOnServer,
  LEARN_PAGES,
  learnPagesOf,
  matchLearnPage,
  PAGE_FRAMES,
  pageModules,
  PUBLIC_AREA,
  type LearnPageName,
} from './pages.ts';

const UUID = '0b3e6c2a-5f7d-4e1a-9c8b-2d4f6a8e0c1b';

/** One row per page at least: the page the router shows for a path (the first that matches, a page within another's inside it). */
const ROWS: [string, LearnPageName][] = [
  ['/login-callback?redirectUrl=%2Flearn%2Fcourses', 'loginCallback'],
  ['/lti-tool-callback', 'ltiToolCallback'],
  ['/courses/proctor/c-1/a-1', 'proctor'],
  ['/certificate/BWA-FA101-007388', 'publicCertificate'],
  ['/open-catalog', 'openCatalog'],
  ['/open-catalog/', 'openCatalog'],
  [`/open-catalog/${UUID}/view/details`, 'openCatalogCourse'],
  ['/open-catalog/no-such-page', 'publicNotFound'],
  ['/forbidden', 'forbidden'],
  ['/', 'home'],
  ['', 'home'],
  ['/courses', 'myCourses'],
  ['/courses/', 'myCourses'],
  ['/COURSES', 'myCourses'],
  ['/courses/redirect/c-1', 'courseRedirect'],
  ['/courses/c-1/workflow/w-1/view', 'workflowReview'],
  ['/courses/c-1/certificate/BWA-1', 'courseCertificate'],
  ['/courses/c-1/view/content', 'courseContent'],
  ['/courses/c-1/view/content/2/3', 'courseContent'],
  ['/courses/c-1/view/details', 'courseDetails'],
  ['/courses/c-1/view', 'courseView'],
  ['/courses/c-1/a-1', 'courseInAggregate'],
  ['/courses/c-1', 'courseHome'],
  // A path of the course no page within it names: the course's frame with its own not-found page.
  ['/courses/c-1/a/b/c', 'course'],
  ['/certificates', 'certificates'],
  ['/catalog', 'catalog'],
  ['/catalog/c-1', 'catalogCourse'],
  ['/catalog/c-1/view/details', 'catalogCourse'],
  ['/calendar', 'calendar'],
  ['/calendar/2025-03', 'calendar'],
  ['/profile', 'profile'],
  ['/email-response-callback?token=t', 'emailResponse'],
  ['/simulate-error', 'simulateError'],
  ['/no-such-page', 'notFound'],
  ['/certificates/x', 'notFound'],
];

describe('the /learn page table (issue 32: one table read by the router, the server and the first view)', () => {
  it.each(ROWS)('%s is the page %s', (path, name) => {
    expect(matchLearnPage(path).page.name).toBe(name);
  });

  it('has a row above for every page: a page added to the table is added to its tests', () => {
    expect(new Set(ROWS.map(([, name]) => name))).toEqual(new Set(Object.keys(LEARN_PAGES)));
  });

  it('lists its frames in the order the router matches them: own, public, either, app', () => {
    const frames = Object.values(LEARN_PAGES).map((page) => PAGE_FRAMES.indexOf(page.frame));
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
  });

  it('keeps every public page under the public area, every other outside it, and each not-found page last of its frame', () => {
    const inArea = (path: string) => parse(PUBLIC_AREA).pattern.test(path);
    for (const [path, name] of ROWS) expect(inArea(path.split('?')[0]!), path).toBe(LEARN_PAGES[name].frame === 'public');
    for (const frame of PAGE_FRAMES) {
      const pages = learnPagesOf(frame);
      expect(pages.slice(0, -1).filter((page) => 'notFound' in page)).toEqual([]);
    }
  });

  it('gives the pages within the course in their order, each path under the course’s', () => {
    expect(learnPagesOf({ within: 'course' }).map((page) => page.name)).toEqual([
      'courseContent',
      'courseDetails',
      'courseView',
      'courseInAggregate',
      'courseHome',
    ]);
  });

  it('reads the path params as the router does', () => {
    expect(matchLearnPage('/courses/c-1/view/content/2').params).toMatchObject({ objectiveId: 'c-1', '*': '2' });
    expect(matchLearnPage('/courses/proctor/c-1/a-1?inProctoringIframe=1').params).toEqual({ objectiveId: 'c-1', activityPathId: 'a-1' });
  });
});

describe('the page modules the server hints (issue 17 item 1)', () => {
  const myCoursesHome = { dashboard: false };
  it.each<[string, { dashboard: boolean }, string[]]>([
    ['/courses', myCoursesHome, ['my-courses']],
    ['/', myCoursesHome, ['my-courses']],
    ['/', { dashboard: true }, []],
    ['/courses/c-1/view/content/2', myCoursesHome, ['course', 'course-content']],
    ['/courses/c-1/view/details', myCoursesHome, ['course']],
    ['/courses/c-1', myCoursesHome, ['course']],
    ['/courses/redirect/c-1', myCoursesHome, []],
    ['/courses/proctor/c-1/a-1', myCoursesHome, []],
    ['/courses/c-1/workflow/w-1/view', myCoursesHome, []],
    ['/courses/c-1/certificate/n-1', myCoursesHome, []],
    ['/catalog', myCoursesHome, ['catalog']],
    ['/catalog/c-1', myCoursesHome, ['catalog-course']],
    ['/open-catalog', myCoursesHome, ['open-catalog']],
    ['/open-catalog/c-1/view/details', myCoursesHome, ['open-catalog-course']],
    ['/certificates', myCoursesHome, ['certificate-wallet']],
    ['/profile/', myCoursesHome, ['profile']],
    ['/calendar', myCoursesHome, []],
    ['/no-such-page', myCoursesHome, []],
  ])('%s %o → %o', (path, context, modules) => {
    expect(pageModules(path, context)).toEqual(modules);
  });
});

describe('the pages whose first view the server draws (decision 0043)', () => {
  it.each<[string, boolean, boolean]>([
    ['/courses', true, true],
    ['/courses', false, false],
    ['/catalog', true, true],
    [`/catalog/${UUID}`, true, true],
    [`/courses/${UUID}/view/details`, true, true],
    [`/courses/${UUID}/view/content/2`, true, true],
    [`/courses/${UUID}/view`, true, true],
    // A course's page with an id that cannot be one, or not under /view: the browser's.
    ['/courses/c-1/view/details', true, false],
    [`/courses/${UUID}`, true, false],
    ['/certificates', true, true],
    ['/profile', true, true],
    ['/', true, false],
    ['/calendar', true, false],
    ['/login-callback', true, false],
    ['/open-catalog', false, true],
    ['/open-catalog', true, true],
    [`/open-catalog/${UUID}/view/details`, false, true],
    // A signed-in learner who took the course up is sent to it (doc 2 §4).
    [`/open-catalog/${UUID}/view/details`, true, false],
    ['/open-catalog/no-such-page', false, false],
  ])('%s signed in: %s → %s', (path, signedIn, drawn) => {
    expect(isDrawnOnServer(path, signedIn)).toBe(drawn);
  });
});

describe('course pages, where the navigation makes room for the lesson (issue 33 item 8)', () => {
  it.each([
    ['/courses/3f1c2a43-8d0b-4e8a-9c57-3b1e0f4d7a21/view/content', true],
    ['/courses/3f1c2a43-8d0b-4e8a-9c57-3b1e0f4d7a21/view/content/1.2', true],
    ['/courses/3f1c2a43-8d0b-4e8a-9c57-3b1e0f4d7a21/view/details', true],
    ['/courses/3f1c2a43-8d0b-4e8a-9c57-3b1e0f4d7a21', true],
    ['/courses', false],
    ['/courses/redirect/3f1c2a43-8d0b-4e8a-9c57-3b1e0f4d7a21', false],
    ['/catalog', false],
    ['/', false],
  ])('%s: %s', (path, expected) => {
    expect(isCoursePage(path)).toBe(expected);
  });
});
