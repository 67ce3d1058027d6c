/**
 * The LTI 1.3 platform (decision 0019): launches begun by the app, the OIDC authorization
 * endpoint and key set the tools use, and Assignment and Grade Services. The tools' calls
 * are public: they carry their own proof (a launch bound to the signed-in learner, a
 * signed client assertion, a bearer token) and no session cookie, so no CSRF guard.
 */
import { z } from 'zod';
import { defineCall, FORM_MEDIA_TYPE, JSON_MEDIA_TYPE, type MediaAnswer } from '../call.ts';
import { ErrorBodySchema } from '../errors.ts';
import { ACS_SCOPE, AgsMediaType, AgsScope, LtiPaths } from '../lti.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  AssessmentControlAnswerSchema,
  AssessmentControlBodySchema,
  AuthorizeQuerySchema,
  JwkParamsSchema,
  JwkSchema,
  JwksSchema,
  LineItemContainerSchema,
  LineItemParamsSchema,
  LineItemSchema,
  LineItemsParamsSchema,
  LineItemsQuerySchema,
  OAuthErrorSchema,
  ResourceFormAnswerSchema,
  ResourceFormParamsSchema,
  ResourceLinkAnswerSchema,
  ResourceLinkBodySchema,
  ResultContainerSchema,
  ResultsQuerySchema,
  ScoreBodySchema,
  StartAssessmentBodySchema,
  TokenAnswerSchema,
  TokenBodySchema,
} from '../schemas/lti.ts';

/** The token endpoint refuses in OAuth's shape (RFC 6749 §5.2); input the edge refuses before it (a NUL, a deep body) gets the one error shape. */
const TOKEN_REFUSAL = z.union([OAuthErrorSchema, ErrorBodySchema]);
const PAGE: MediaAnswer = {
  mediaType: 'text/html',
  description: 'An auto-submitting form that posts the signed id_token to the tool, or a page that says why the launch was refused',
};
/** The learner's browser is at these calls: a refusal is a page in their language that says why. */
const REFUSAL_PAGE: MediaAnswer = { mediaType: 'text/html', description: 'A page that says why the request was refused' };
const AUTHORIZE_REFUSALS = { 400: REFUSAL_PAGE, 403: REFUSAL_PAGE, 404: REFUSAL_PAGE } as const;
/** What a browser's form post sends (OIDC's form post, LtiStartAssessment); JSON is taken too. */
const FORM_OR_JSON = [FORM_MEDIA_TYPE, JSON_MEDIA_TYPE];
const LINE_ITEM_SCOPES = [AgsScope.lineItem, AgsScope.lineItemReadOnly];
const tags = ['LTI'];
const ags = ['LTI grade services'];

export const ltiCalls = {
  resourceLink: defineCall({
    method: 'POST',
    path: LtiPaths.resourceLink(':id'),
    summary: "Begin a launch of a tool-based activity of one's run",
    description:
      "Checks the run is the caller's and in progress and the activity is open to them (the same lock rules as all content); answers the tool's OIDC login initiation URL, valid for five minutes.",
    tags,
    params: IdParamsSchema,
    body: ResourceLinkBodySchema,
    responses: { 200: ResourceLinkAnswerSchema },
  }),
  resourceForm: defineCall({
    method: 'GET',
    path: LtiPaths.resourceForm(':ow', '*'),
    summary: "The login initiation of one's latest launch of an activity, as an auto-submitting form",
    description:
      "The path ends in the activity workflow ids of the launch, joined by slash (as resource-link's activityWorkflowIds): the answer is the form of the caller's newest unused launch of any of them in this run.",
    tags,
    params: ResourceFormParamsSchema,
    responses: { 200: ResourceFormAnswerSchema },
  }),
  authorizeGet: defineCall({
    method: 'GET',
    path: LtiPaths.authorize,
    summary: 'OIDC authorization endpoint of the platform (third-party login)',
    tags,
    public: true,
    query: AuthorizeQuerySchema,
    responses: { 200: PAGE, ...AUTHORIZE_REFUSALS },
  }),
  authorizePost: defineCall({
    method: 'POST',
    path: LtiPaths.authorize,
    summary: 'OIDC authorization endpoint of the platform, form post',
    tags,
    public: true,
    csrf: false,
    body: AuthorizeQuerySchema,
    bodyMediaTypes: FORM_OR_JSON,
    responses: { 200: PAGE, ...AUTHORIZE_REFUSALS },
  }),
  jwks: defineCall({
    method: 'GET',
    path: LtiPaths.jwks,
    summary: "The platform's public signing keys",
    tags,
    public: true,
    responses: { 200: JwksSchema },
  }),
  jwk: defineCall({
    method: 'GET',
    path: LtiPaths.jwk(':kid'),
    summary: 'One public signing key of the platform, by its id',
    description:
      'A bare JWK (RFC 7517), no private part: what the `kid` of an Open Badges 3.0 credential dereferences to (OB 3.0 §8.2). A key retired past its grace period is a 404.',
    tags,
    public: true,
    params: JwkParamsSchema,
    responses: { 200: JwkSchema },
  }),
  token: defineCall({
    method: 'POST',
    path: LtiPaths.token,
    summary: 'An access token for grade services (client credentials, signed client assertion)',
    tags: ags,
    public: true,
    csrf: false,
    body: TokenBodySchema,
    // A form, as OAuth writes it (RFC 6749 §4.4, RFC 7523 §2.2); JSON is taken too.
    bodyMediaTypes: [FORM_MEDIA_TYPE, JSON_MEDIA_TYPE],
    responses: { 200: TokenAnswerSchema, 400: TOKEN_REFUSAL, 401: TOKEN_REFUSAL },
  }),
  lineItems: defineCall({
    method: 'GET',
    path: LtiPaths.lineItems(':objectiveId'),
    summary: 'The line items of a course a tool may see',
    tags: ags,
    public: true,
    toolScopes: LINE_ITEM_SCOPES,
    params: LineItemsParamsSchema,
    query: LineItemsQuerySchema,
    answerMediaType: AgsMediaType.lineItemContainer,
    responses: { 200: LineItemContainerSchema },
  }),
  lineItem: defineCall({
    method: 'GET',
    path: LtiPaths.lineItem(':objectiveId', ':activityId'),
    summary: 'One line item',
    tags: ags,
    public: true,
    toolScopes: LINE_ITEM_SCOPES,
    params: LineItemParamsSchema,
    answerMediaType: AgsMediaType.lineItem,
    responses: { 200: LineItemSchema },
  }),
  score: defineCall({
    method: 'POST',
    path: LtiPaths.scores(':objectiveId', ':activityId'),
    summary: "A learner's score from the tool",
    description: "Moves the learner's activity workflow as the lifecycle defines; a score not newer than the last one changes nothing.",
    tags: ags,
    public: true,
    csrf: false,
    toolScopes: [AgsScope.score],
    params: LineItemParamsSchema,
    body: ScoreBodySchema,
    // AGS 2.0 §3.4 names its own type; plain JSON is taken too.
    bodyMediaTypes: [AgsMediaType.score, JSON_MEDIA_TYPE],
    responses: { 204: null },
  }),
  startAssessment: defineCall({
    method: 'POST',
    path: LtiPaths.startAssessment,
    summary: 'LtiStartAssessment: the proctoring tool hands the learner back to begin the exam',
    description:
      "A form post of the tool's signed JWT echoing the start token (session_data); redeems it once and redirects to the proctor route, or answers a page that says why not.",
    tags: ['LTI proctoring'],
    public: true,
    csrf: false,
    body: StartAssessmentBodySchema,
    bodyMediaTypes: FORM_OR_JSON,
    responses: {
      303: { mediaType: [], description: 'To the proctor route' },
      200: PAGE,
      400: REFUSAL_PAGE,
      401: REFUSAL_PAGE,
      403: REFUSAL_PAGE,
    },
  }),
  assessmentControl: defineCall({
    method: 'POST',
    path: LtiPaths.assessmentControl,
    summary: 'Assessment Control Service: the proctoring tool flags, terminates or verifies an attempt',
    tags: ['LTI proctoring'],
    public: true,
    csrf: false,
    toolScopes: [ACS_SCOPE],
    body: AssessmentControlBodySchema,
    responses: { 200: AssessmentControlAnswerSchema },
  }),
  results: defineCall({
    method: 'GET',
    path: LtiPaths.results(':objectiveId', ':activityId'),
    summary: "The learners' current results for a line item",
    tags: ags,
    public: true,
    toolScopes: [AgsScope.resultReadOnly],
    params: LineItemParamsSchema,
    query: ResultsQuerySchema,
    answerMediaType: AgsMediaType.resultContainer,
    responses: { 200: ResultContainerSchema },
  }),
};
