/**
 * The portal as an LTI 1.3 platform (decision 0019; doc 2 §7 resource-link and
 * resource-form, doc 1 §7 prefix /api/lti/v1/grading/). Zod-free, for the web; the shapes
 * are in schemas/lti.ts, the calls in calls/lti.ts.
 */
export type { ResourceLinkAnswer, ResourceLinkBody, ResourceFormAnswer } from './schemas/lti.ts';

export const LtiMessageType = {
  resourceLink: 'LtiResourceLinkRequest',
  submissionReview: 'LtiSubmissionReviewRequest',
  /** LTI Proctoring Services (decision 0021): hand the learner to the proctoring tool, then back at the end. */
  startProctoring: 'LtiStartProctoring',
  endAssessment: 'LtiEndAssessment',
} as const;
export type LtiMessageType = (typeof LtiMessageType)[keyof typeof LtiMessageType];

/** Where the tool opens: inside the course frame, or in a window of its own (the activity's choice). */
export const LtiDocumentTarget = { iframe: 'iframe', window: 'window' } as const;
export type LtiDocumentTarget = (typeof LtiDocumentTarget)[keyof typeof LtiDocumentTarget];

/** The AGS scopes a tool may be granted (IMS Assignment and Grade Services 2.0). */
export const AgsScope = {
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;
/** LTI Proctoring Services: the Assessment Control Service. */
export const ACS_SCOPE = 'https://purl.imsglobal.org/spec/lti-ap/scope/control.all';
export type AgsScope = (typeof AgsScope)[keyof typeof AgsScope];

export const LTI_PREFIX = '/api/lti/v1';

/** The most activity workflow ids one resource-form path may hold (a launch names one; a tree is never this deep). */
export const RESOURCE_FORM_MAX_IDS = 20;

export const LtiPaths = {
  /** POST: begin a launch of one activity of one's run; answers the tool's login initiation URL. */
  resourceLink: (owId: string) => `/api/platform/v1/objective-workflows/${owId}/resource-link`,
  /** GET: the same login initiation as an auto-submitting form, the activity workflow ids joined by slash (doc 2 §7). */
  resourceForm: (owId: string, ...awIds: string[]) => `/api/platform/v1/objective-workflows/${owId}/resource-form/${awIds.join('/')}`,
  /** The platform's OIDC authorization endpoint (the tool's login redirects here). */
  authorize: `${LTI_PREFIX}/authorize`,
  /** The platform's public keys (JWKS). */
  jwks: `${LTI_PREFIX}/jwks`,
  /** One public key of that set by its id, a bare JWK: the URI an Open Badge's `kid` names (OB 3.0 §8.2, decision 0054). */
  jwk: (kid: string) => `${LTI_PREFIX}/jwks/${kid}`,
  /** OAuth 2 client-credentials token endpoint for the tools' service calls. */
  token: `${LTI_PREFIX}/grading/token`,
  lineItems: (objectiveId: string) => `${LTI_PREFIX}/grading/contexts/${objectiveId}/lineitems`,
  lineItem: (objectiveId: string, activityId: string) => `${LTI_PREFIX}/grading/contexts/${objectiveId}/lineitems/${activityId}`,
  scores: (objectiveId: string, activityId: string) => `${LTI_PREFIX}/grading/contexts/${objectiveId}/lineitems/${activityId}/scores`,
  results: (objectiveId: string, activityId: string) => `${LTI_PREFIX}/grading/contexts/${objectiveId}/lineitems/${activityId}/results`,
  /** LtiStartAssessment from the proctoring tool: redeems the start token, then the proctor route. */
  startAssessment: `${LTI_PREFIX}/proctoring/start-assessment`,
  /** The Assessment Control Service the proctoring tool reports to (flag, terminate, update). */
  assessmentControl: `${LTI_PREFIX}/proctoring/control`,
} as const;

/** Media types of AGS (IMS AGS 2.0 §3). */
export const AgsMediaType = {
  score: 'application/vnd.ims.lis.v1.score+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  resultContainer: 'application/vnd.ims.lis.v2.resultcontainer+json',
} as const;

/**
 * The messages a frame-bridge page posts to its parent (doc 1 §2), and the one the app
 * posts when it runs inside a tool-integration frame and its session ends (doc 1 §8).
 */
export const FrameMessage = {
  logout: 'lti.logout',
  relogin: 'lti.relogin',
  navigate: 'lti.navigate',
} as const;
