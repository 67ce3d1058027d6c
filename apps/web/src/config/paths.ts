import type { LearnPageName } from '@lp/contract/pages';

/**
 * Links to the /learn pages (relative to the /learn basename). The pages, their paths and
 * frames are the page table's (@lp/contract/pages); each link names the page it lands on
 * (checked in paths.test.ts).
 */
export const paths = {
  home: { page: 'home', href: () => '/' },
  courses: { page: 'myCourses', href: () => '/courses' },
  course: { page: 'courseHome', href: (objectiveId: string) => `/courses/${objectiveId}` },
  courseDetails: { page: 'courseDetails', href: (objectiveId: string) => `/courses/${objectiveId}/view/details` },
  courseContent: {
    page: 'courseContent',
    href: (objectiveId: string, axis?: string) => `/courses/${objectiveId}/view/content${axis ? `/${axis}` : ''}`,
  },
  courseRedirect: { page: 'courseRedirect', href: (objectiveId: string) => `/courses/redirect/${objectiveId}` },
  workflowReview: {
    page: 'workflowReview',
    href: (objectiveId: string, workflowId: string) => `/courses/${objectiveId}/workflow/${workflowId}/view`,
  },
  certificates: { page: 'certificates', href: () => '/certificates' },
  proctor: {
    page: 'proctor',
    href: (objectiveId: string, activityPathId: string) => `/courses/proctor/${objectiveId}/${activityPathId}?inProctoringIframe=1`,
  },
  catalog: { page: 'catalog', href: () => '/catalog' },
  catalogCourse: { page: 'catalogCourse', href: (objectiveId: string) => `/catalog/${objectiveId}` },
  openCatalog: { page: 'openCatalog', href: () => '/open-catalog' },
  openCatalogCourse: { page: 'openCatalogCourse', href: (objectiveId: string) => `/open-catalog/${objectiveId}/view/details` },
  calendar: { page: 'calendar', href: () => '/calendar' },
  profile: { page: 'profile', href: () => '/profile' },
  forbidden: { page: 'forbidden', href: () => '/forbidden' },
} as const satisfies Record<string, { page: LearnPageName; href: (...ids: string[]) => string }>;

export const BASENAME = '/learn';

/** Where the server's sign-in starts; comes back to `returnTo` (an absolute URL on this site). */
export const signInUrl = (returnTo: string) => `/oidc/login?redirectUrl=${encodeURIComponent(returnTo)}`;
export const SIGN_OUT_URL = '/oidc/logout';
