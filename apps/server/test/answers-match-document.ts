import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_CALLS, buildOpenApiDocument, openApiPath } from '@lp/contract/calls';
import { OpsPaths } from '../src/modules/ops/routes.ts';

/**
 * Every JSON answer the server tests receive is checked against the OpenAPI document
 * (decision 0016), so the document cannot drift from what the server says: a success
 * against its call's schema for that status, a failure against the error shape. The
 * answer is checked as sent and as the handler gave it before serialisation (JSON as
 * JSON.stringify writes it): a field the document lacks, which the serialiser would drop
 * without a word, is caught there. A mismatch fails the test that received the answer
 * (answers-match-document.setup.ts).
 */
const document = buildOpenApiDocument(ALL_CALLS, { version: 'test' });
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
// The document itself is the schema store: a validator is a $ref into it, so its own
// references (#/components/schemas/…) resolve as any OpenAPI tool would resolve them.
ajv.addSchema(document, 'openapi.json');
const validators = new Map<string, ValidateFunction>();

/** A validator of the schema at this place of the document (`['paths', '/api/…', 'get', …]`), compiled once. */
export function documentValidator(...place: string[]): ValidateFunction {
  const pointer = place.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  let validate = validators.get(pointer);
  if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `openapi.json#/${pointer}` })));
  return validate;
}
const errorValidator = documentValidator('components', 'schemas', 'ErrorBody');

const mismatches: string[] = [];
/** The mismatches recorded since the last call, cleared. */
export const takeAnswerMismatches = () => mismatches.splice(0);

const OPS_ROUTES: ReadonlySet<string> = new Set(Object.values(OpsPaths));

type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };

/** The validator of an answer, undefined when the document names no JSON schema for it (files, pages, calls it lacks). */
function validatorFor(request: FastifyRequest, status: number): ValidateFunction | string | undefined {
  const route = request.routeOptions.url;
  // The operator's health and metrics (modules/ops) are not calls of the contract: their answers are their own.
  if (route && OPS_ROUTES.has(route)) return undefined;
  const operation = route ? (document.paths[openApiPath(route)]?.[request.method.toLowerCase()] as Operation | undefined) : undefined;
  // A failure is the one error shape, unless the call documents its own (OAuth's, at the LTI token endpoint).
  if (status >= 400 && !operation?.responses[String(status)]) return errorValidator;
  // A route the document lacks fails the coverage test (openapi-document.test.ts), not each answer.
  if (!operation) return undefined;
  const answer = operation.responses[String(status)];
  if (!answer) return `the document lists no ${status} answer`;
  const schema = answer.content?.['application/json']?.schema;
  return schema ? documentValidator('paths', openApiPath(route!), request.method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema') : undefined;
}

export function checkAnswersAgainstDocument(app: FastifyInstance) {
  const handed = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    handed.set(request, JSON.parse(JSON.stringify(payload) ?? 'null'));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || typeof payload !== 'string' || !/json/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const validate = validatorFor(request, reply.statusCode);
    const where = `${request.method} ${request.url.slice(0, 160)} → ${reply.statusCode}`;
    if (typeof validate === 'string') mismatches.push(`${where}: ${validate}`);
    if (typeof validate !== 'function') return payload;
    const checks: [string, unknown][] = [['as sent', JSON.parse(payload)], ...(handed.has(request) ? [['as handed to the serialiser', handed.get(request)] as [string, unknown]] : [])];
    for (const [how, value] of checks) {
      if (!validate(value)) mismatches.push(`${where} (${how}) does not match the OpenAPI document: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`);
    }
    return payload;
  });
}
