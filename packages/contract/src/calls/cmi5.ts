/**
 * cmi5 (decision 0083): the learner's launch of an assignable unit, and the Learning Record
 * Store the AU talks to (xAPI 1.0.3). The LRS's calls are public and csrf-exempt: an AU
 * proves itself with the auth token it fetched once (cmi5 §8.2, `Authorization: Basic`),
 * never with the portal's session cookie, and reaches them across origins from the content
 * origin only (CORS).
 */
import { z } from 'zod';
import { defineCall, JSON_MEDIA_TYPE, type MediaAnswer } from '../call.ts';
import { Cmi5Paths } from '../cmi5.ts';
import { NoBodySchema } from '../schemas/common.ts';
import {
  AgentProfileQuerySchema,
  Cmi5FetchAnswerSchema,
  Cmi5FetchParamsSchema,
  Cmi5LaunchAnswerSchema,
  Cmi5LaunchParamsSchema,
  StatementIdQuerySchema,
  StatementsQuerySchema,
  StateQuerySchema,
} from '../schemas/cmi5.ts';

const tags = ['cmi5'];
const lrs = ['xAPI LRS'];
/** xAPI's own JSON (a statement, a StatementResult, a document): written as the LRS keeps it. */
const XAPI_JSON: MediaAnswer = { mediaType: JSON_MEDIA_TYPE, description: 'The xAPI resource, as xAPI 1.0.3 defines it' };
/** A document of the state or agent profile resource (JSON only here, decision 0083), or a JSON array of ids. */
const DOCUMENT: MediaAnswer = { mediaType: JSON_MEDIA_TYPE, description: 'The stored document, or a JSON array of ids' };
const ANY_JSON = z.unknown();
const lrsCall = { tags: lrs, public: true, csrf: false } as const;

export const cmi5Calls = {
  launch: defineCall({
    method: 'POST',
    path: Cmi5Paths.launch(':ow', ':aw'),
    summary: "Launch the cmi5 assignable unit of one's activity workflow",
    description:
      'Checks the run and activity as every launch does (the lock rules); makes or reuses the registration, abandons a session left open, writes LMS.LaunchData, records "launched" and answers the AU\'s URL on the content origin with the cmi5 launch parameters.',
    tags,
    params: Cmi5LaunchParamsSchema,
    body: NoBodySchema,
    responses: { 200: Cmi5LaunchAnswerSchema },
  }),
  fetch: defineCall({
    method: 'POST',
    path: Cmi5Paths.fetch(':sessionId', ':key'),
    summary: "The AU's auth token, once (cmi5 §8.2)",
    description:
      'Answers 200 with {"auth-token"} the first time, and 200 with a cmi5 error code after that or for an unknown URL (cmi5 §8.2.3).',
    ...lrsCall,
    params: Cmi5FetchParamsSchema,
    body: NoBodySchema,
    responses: { 200: Cmi5FetchAnswerSchema },
  }),
  about: defineCall({
    method: 'GET',
    path: Cmi5Paths.about,
    summary: 'The LRS and its xAPI version',
    ...lrsCall,
    responses: { 200: XAPI_JSON },
  }),
  postStatements: defineCall({
    method: 'POST',
    path: Cmi5Paths.statements,
    summary: 'Store one statement or a list of them',
    description:
      "Each is checked by xAPI 1.0.3 and the cmi5 statement rules for the token's session; all are kept or none. Answers their ids.",
    ...lrsCall,
    body: ANY_JSON,
    responses: { 200: XAPI_JSON },
  }),
  putStatement: defineCall({
    method: 'PUT',
    path: Cmi5Paths.statements,
    summary: 'Store one statement with the id given',
    ...lrsCall,
    query: StatementIdQuerySchema,
    body: ANY_JSON,
    responses: { 204: null },
  }),
  getStatements: defineCall({
    method: 'GET',
    path: Cmi5Paths.statements,
    summary: "One statement by id, or the session's learner's statements",
    ...lrsCall,
    query: StatementsQuerySchema,
    responses: { 200: XAPI_JSON },
  }),
  getState: defineCall({
    method: 'GET',
    path: Cmi5Paths.state,
    summary: 'A state document, or the ids of them',
    ...lrsCall,
    query: StateQuerySchema,
    responses: { 200: DOCUMENT },
  }),
  putState: defineCall({
    method: 'PUT',
    path: Cmi5Paths.state,
    summary: 'Store a state document',
    ...lrsCall,
    query: StateQuerySchema,
    body: ANY_JSON,
    responses: { 204: null },
  }),
  postState: defineCall({
    method: 'POST',
    path: Cmi5Paths.state,
    summary: 'Merge into a JSON state document',
    ...lrsCall,
    query: StateQuerySchema,
    body: ANY_JSON,
    responses: { 204: null },
  }),
  deleteState: defineCall({
    method: 'DELETE',
    path: Cmi5Paths.state,
    summary: 'Delete state documents',
    ...lrsCall,
    query: StateQuerySchema,
    body: NoBodySchema,
    responses: { 204: null },
  }),
  getAgentProfile: defineCall({
    method: 'GET',
    path: Cmi5Paths.agentProfile,
    summary: "An agent profile document of the session's learner, or the ids of them",
    ...lrsCall,
    query: AgentProfileQuerySchema,
    responses: { 200: DOCUMENT },
  }),
  putAgentProfile: defineCall({
    method: 'PUT',
    path: Cmi5Paths.agentProfile,
    summary: 'Store an agent profile document',
    ...lrsCall,
    query: AgentProfileQuerySchema,
    body: ANY_JSON,
    responses: { 204: null },
  }),
  postAgentProfile: defineCall({
    method: 'POST',
    path: Cmi5Paths.agentProfile,
    summary: 'Merge into a JSON agent profile document',
    ...lrsCall,
    query: AgentProfileQuerySchema,
    body: ANY_JSON,
    responses: { 204: null },
  }),
  deleteAgentProfile: defineCall({
    method: 'DELETE',
    path: Cmi5Paths.agentProfile,
    summary: 'Delete an agent profile document',
    ...lrsCall,
    query: AgentProfileQuerySchema,
    body: NoBodySchema,
    responses: { 204: null },
  }),
};
