/**
 * The LTI 1.3 platform (decision 0019): launches begun by the app, the OIDC authorization
 * endpoint and key set the tools use, and Assignment and Grade Services. The tools' calls
 * are public: they carry their own proof (a launch bound to the signed-in learner, a
 * signed client assertion, a bearer token) and no session cookie, so no CSRF guard.
 */
import { z } from 'zod';
import { defineCall, type MediaAnswer } from '../call.ts';
import { ErrorBodySchema } from '../errors.ts';
import { LtiPaths } from '../lti.ts';
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
const PAGE: MediaAnswer = { mediaType: 'text/html', description: 'An auto-submitting form that posts the signed id_token to the tool, or a page that says why the launch was refused' };
const tags = ['LTI'];
const ags = ['LTI grade services'];

export const ltiCalls = {
  resourceLink: defineCall({
    method: 'POST',
    path: LtiPaths.resourceLink(':id'),
    summary: 'Begin a launch of a tool-based activity of one\'s run',
    description: 'Checks the run is the caller\'s and in progress and the activity is open to them (the same lock rules as all content); answers the tool\'s OIDC login initiation URL, valid for five minutes.',
    tags,
    params: IdParamsSchema,
    body: ResourceLinkBodySchema,
    responses: { 200: ResourceLinkAnswerSchema },
  }),
  resourceForm: defineCall({
    method: 'GET',
    path: LtiPaths.resourceForm(':ow', '*'),
    summary: 'The login initiation of one\'s latest launch of an activity, as an auto-submitting form',
    description: 'The path ends in the activity workflow ids of the launch, joined by slash (as resource-link\'s activityWorkflowIds): the answer is the form of the caller\'s newest unused launch of any of them in this run.',
    tags,
    params: ResourceFormParamsSchema,
    responses: { 200: ResourceFormAnswerSchema },
  }),
  authorizeGet: defineCall({
    method: 'GET', path: LtiPaths.authorize, summary: 'OIDC authorization endpoint of the platform (third-party login)', tags, public: true, query: AuthorizeQuerySchema, responses: { 200: PAGE },
  }),
  authorizePost: defineCall({
    method: 'POST', path: LtiPaths.authorize, summary: 'OIDC authorization endpoint of the platform, form post', tags, public: true, csrf: false, body: AuthorizeQuerySchema, responses: { 200: PAGE },
  }),
  jwks: defineCall({ method: 'GET', path: LtiPaths.jwks, summary: 'The platform\'s public signing keys', tags, public: true, responses: { 200: JwksSchema } }),
  jwk: defineCall({
    method: 'GET',
    path: LtiPaths.jwk(':kid'),
    summary: 'One public signing key of the platform, by its id',
    description: 'A bare JWK (RFC 7517), no private part: what the `kid` of an Open Badges 3.0 credential dereferences to (OB 3.0 §8.2). A key retired past its grace period is a 404.',
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
    responses: { 200: TokenAnswerSchema, 400: TOKEN_REFUSAL, 401: TOKEN_REFUSAL },
  }),
  lineItems: defineCall({
    method: 'GET', path: LtiPaths.lineItems(':objectiveId'), summary: 'The line items of a course a tool may see', tags: ags, public: true, params: LineItemsParamsSchema, query: LineItemsQuerySchema, responses: { 200: LineItemContainerSchema },
  }),
  lineItem: defineCall({
    method: 'GET', path: LtiPaths.lineItem(':objectiveId', ':activityId'), summary: 'One line item', tags: ags, public: true, params: LineItemParamsSchema, responses: { 200: LineItemSchema },
  }),
  score: defineCall({
    method: 'POST',
    path: LtiPaths.scores(':objectiveId', ':activityId'),
    summary: 'A learner\'s score from the tool',
    description: 'Moves the learner\'s activity workflow as the lifecycle defines; a score not newer than the last one changes nothing.',
    tags: ags,
    public: true,
    csrf: false,
    params: LineItemParamsSchema,
    body: ScoreBodySchema,
    responses: { 204: null },
  }),
  startAssessment: defineCall({
    method: 'POST',
    path: LtiPaths.startAssessment,
    summary: 'LtiStartAssessment: the proctoring tool hands the learner back to begin the exam',
    description: 'A form post of the tool\'s signed JWT echoing the start token (session_data); redeems it once and redirects to the proctor route, or answers a page that says why not.',
    tags: ['LTI proctoring'],
    public: true,
    csrf: false,
    body: StartAssessmentBodySchema,
    responses: { 303: { mediaType: 'text/html', description: 'To the proctor route' }, 200: PAGE },
  }),
  assessmentControl: defineCall({
    method: 'POST',
    path: LtiPaths.assessmentControl,
    summary: 'Assessment Control Service: the proctoring tool flags, terminates or verifies an attempt',
    tags: ['LTI proctoring'],
    public: true,
    csrf: false,
    body: AssessmentControlBodySchema,
    responses: { 200: AssessmentControlAnswerSchema },
  }),
  results: defineCall({
    method: 'GET', path: LtiPaths.results(':objectiveId', ':activityId'), summary: 'The learners\' current results for a line item', tags: ags, public: true, params: LineItemParamsSchema, query: ResultsQuerySchema, responses: { 200: ResultContainerSchema },
  }),
};
