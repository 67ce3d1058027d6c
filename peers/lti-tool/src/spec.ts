/**
 * Names and values the IMS specifications fix, in one place: LTI Core 1.3 (claims and
 * message types), the LTI Security Framework 1.0 (OIDC login, client assertions) and
 * Assignment and Grade Services 2.0 (scopes, media types, score fields) and LTI Proctoring
 * Services 1.0 (LTI-AP: proctoring claims and messages, the Assessment Control Service).
 */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';

/** LTI Core 1.3 §5.3–5.4 and the Submission Review Service 1.0 (for_user). */
export const Claim = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  context: `${LTI}/context`,
  launchPresentation: `${LTI}/launch_presentation`,
  custom: `${LTI}/custom`,
  forUser: `${LTI}/for_user`,
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const LTI_VERSION = '1.3.0';

export const MessageType = {
  resourceLink: 'LtiResourceLinkRequest',
  submissionReview: 'LtiSubmissionReviewRequest',
  /** LTI-AP: the platform hands the learner to the proctoring tool before the exam. */
  startProctoring: 'LtiStartProctoring',
  /** LTI-AP: the tool sends the learner back to the platform's exam (a form post of `JWT`). */
  startAssessment: 'LtiStartAssessment',
  /** LTI-AP: the platform tells the proctoring tool the exam was handed in. */
  endAssessment: 'LtiEndAssessment',
} as const;

const LTI_AP = 'https://purl.imsglobal.org/spec/lti-ap';

/** LTI Proctoring Services 1.0 claims of LtiStartProctoring, LtiStartAssessment and LtiEndAssessment. */
export const ProctoringClaim = {
  /** Opaque to the tool; echoed exactly in LtiStartAssessment. */
  sessionData: `${LTI_AP}/claim/session_data`,
  attemptNumber: `${LTI_AP}/claim/attempt_number`,
  startAssessmentUrl: `${LTI_AP}/claim/start_assessment_url`,
  /** `{ assessment_control_url, actions }`. */
  acs: `${LTI_AP}/claim/acs`,
} as const;

/** The Assessment Control Service's scope (LTI-AP §6). */
export const ACS_SCOPE = `${LTI_AP}/scope/control.all`;

export const AgsScope = { score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score' } as const;

/** AGS 2.0 §3.4: the score service accepts only this media type. */
export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';

/** RFC 7523 §2.2, required by the LTI Security Framework §4.1 for service tokens. */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** The authentication request's fixed parameters (Security Framework §5.1.1.2). */
export const AuthRequest = { scope: 'openid', responseType: 'id_token', responseMode: 'form_post', prompt: 'none' } as const;

/** The only signing algorithm LTI 1.3 requires every party to support (Security Framework §6.1). */
export const SIGNING_ALG = 'RS256';
