/** Every /learn route of both spec documents, with href builders (relative to the /learn basename). */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  courses: { pattern: '/courses', href: () => '/courses' },
  course: { pattern: '/courses/:objectiveId/*', href: (objectiveId: string) => `/courses/${objectiveId}` },
  courseDetails: { href: (objectiveId: string) => `/courses/${objectiveId}/view/details` },
  courseContent: {
    href: (objectiveId: string, axis?: string) => `/courses/${objectiveId}/view/content${axis ? `/${axis}` : ''}`,
  },
  courseRedirect: { pattern: '/courses/redirect/:objectiveId', href: (objectiveId: string) => `/courses/redirect/${objectiveId}` },
  /** doc 2 §2: a tool's review of one activity workflow (LTI submission review). */
  workflowReview: {
    pattern: '/courses/:objectiveId/workflow/:workflowId/view',
    href: (objectiveId: string, workflowId: string) => `/courses/${objectiveId}/workflow/${workflowId}/view`,
  },
  courseCertificate: { pattern: '/courses/:objectiveId/certificate/:certificateNumber' },
  /** Issue 13: every certificate of the learner (decision 0023). */
  certificates: { pattern: '/certificates', href: () => '/certificates' },
  /** doc 2 §2: a proctored exam, shown inside the proctoring tool's frame (decision 0021). */
  proctor: {
    pattern: '/courses/proctor/:objectiveId/:activityPathId',
    href: (objectiveId: string, activityPathId: string) => `/courses/proctor/${objectiveId}/${activityPathId}?inProctoringIframe=1`,
  },
  catalog: { pattern: '/catalog', href: () => '/catalog' },
  catalogCourse: { pattern: '/catalog/:objectiveId/*', href: (objectiveId: string) => `/catalog/${objectiveId}` },
  openCatalog: { pattern: '/open-catalog/*', href: () => '/open-catalog' },
  openCatalogCourse: { href: (objectiveId: string) => `/open-catalog/${objectiveId}/view/details` },
  calendar: { pattern: '/calendar/*', href: () => '/calendar' },
  emailResponse: { pattern: '/email-response-callback' },
  profile: { pattern: '/profile', href: () => '/profile' },
  forbidden: { pattern: '/forbidden', href: () => '/forbidden' },
  publicCertificate: { pattern: '/certificate/:certificateNumber' },
  /** doc 1 §2: where a tool sends the learner back (the launch's return_url, LTI Core 1.3 §4.4.1). */
  ltiToolCallback: { pattern: '/lti-tool-callback' },
  loginCallback: { pattern: '/login-callback' },
  simulateError: { pattern: '/simulate-error' },
} as const;

export const BASENAME = '/learn';

/** Where the server's sign-in starts; comes back to `returnTo` (an absolute URL on this site). */
export const signInUrl = (returnTo: string) => `/oidc/login?redirectUrl=${encodeURIComponent(returnTo)}`;
export const SIGN_OUT_URL = '/oidc/logout';
