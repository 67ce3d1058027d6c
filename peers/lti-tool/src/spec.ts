/**
 * Names and values the IMS specifications fix, in one place: LTI Core 1.3 (claims and
 * message types), the LTI Security Framework 1.0 (OIDC login, client assertions) and
 * Assignment and Grade Services 2.0 (scopes, media types, score fields).
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
} as const;

export const AgsScope = { score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score' } as const;

/** AGS 2.0 §3.4: the score service accepts only this media type. */
export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';

/** RFC 7523 §2.2, required by the LTI Security Framework §4.1 for service tokens. */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** The authentication request's fixed parameters (Security Framework §5.1.1.2). */
export const AuthRequest = { scope: 'openid', responseType: 'id_token', responseMode: 'form_post', prompt: 'none' } as const;

/** The only signing algorithm LTI 1.3 requires every party to support (Security Framework §6.1). */
export const SIGNING_ALG = 'RS256';
