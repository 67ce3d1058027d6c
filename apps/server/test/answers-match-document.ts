import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_CALLS, buildOpenApiDocument, openApiPath } from '@lp/contract/calls';
import { OpsPaths } from '../src/modules/ops/routes.ts';

/**
 * Every answer the server tests receive is checked against the OpenAPI document
 * (decision 0016), so the document cannot drift from what the server says: its status is
 * one the call lists, its media type one the document names for that status (decision
 * 0059), and its JSON matches the call's schema for that status and media type, a failure
 * the error shape. The
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

type Answer = { content?: Record<string, { schema?: object }> };
type Operation = { responses: Record<string, Answer> };

/** Whether a served media type is one the document names: equal, or inside a range it names (`image/*`, `*\/*`). */
export const mediaTypeMatches = (served: string, documented: string) => {
  const [type, subtype] = documented.split('/');
  return documented === served || (subtype === '*' && (type === '*' || served.startsWith(`${type}/`)));
};

/**
 * The documented answer of a call for a status: its own entry, or the one error shape for
 * a refusal it lists none for. Undefined for what the document does not describe: a route
 * outside it (the web app, the identity provider's pages, which fail the coverage test of
 * openapi-document.test.ts if they are API calls), the operator's health and metrics.
 */
function documentedAnswer(
  request: FastifyRequest,
  status: number,
): { place: string[]; answer: Answer; ownPages?: true } | string | undefined {
  const route = request.routeOptions.url;
  // The operator's health and metrics (modules/ops) are not calls of the contract: their answers are their own.
  if (route && OPS_ROUTES.has(route)) return undefined;
  // A HEAD answers as its GET, without the body.
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const path = route ? openApiPath(route) : undefined;
  const operation = path ? (document.paths[path]?.[method] as Operation | undefined) : undefined;
  // No route: the one error shape (404, 405). A route outside the document may refuse with pages of its own; its JSON is the one shape.
  if (!operation || !path)
    return status >= 400 ? { place: ['components'], answer: ERROR_ANSWER, ...(route ? { ownPages: true as const } : {}) } : undefined;
  const own = operation.responses[String(status)];
  if (own) return { place: ['paths', path, method, 'responses', String(status)], answer: own };
  return status >= 400
    ? { place: ['paths', path, method, 'responses', 'default'], answer: operation.responses.default! }
    : `the document lists no ${status} answer`;
}
const ERROR_ANSWER: Answer = { content: { 'application/json': { schema: document.components.schemas.ErrorBody! } } };

/** What is wrong with an answer's media type against the document's, if anything. */
function mediaTypeProblem(documented: Answer, served: string, hasBody: boolean): string | undefined {
  const types = Object.keys(documented.content ?? {});
  if (types.length === 0) return hasBody ? `has a body (${served || 'no content type'}) where the document says none` : undefined;
  if (!hasBody && !served) return undefined;
  if (!types.some((type) => mediaTypeMatches(served, type)))
    return `is ${served || 'without a content type'}, the document says ${types.join(' or ')}`;
  return undefined;
}

export function checkAnswersAgainstDocument(app: FastifyInstance) {
  const handed = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    handed.set(request, JSON.parse(JSON.stringify(payload) ?? 'null'));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const found = documentedAnswer(request, reply.statusCode);
    const where = `${request.method} ${request.url.slice(0, 160)} → ${reply.statusCode}`;
    if (typeof found === 'string') mismatches.push(`${where}: ${found}`);
    if (typeof found !== 'object') return payload;
    const served = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const hasBody =
      request.method !== 'HEAD' && payload !== null && payload !== undefined && !(typeof payload === 'string' && payload.length === 0);
    const problem = found.ownPages ? undefined : mediaTypeProblem(found.answer, served, hasBody);
    if (problem) mismatches.push(`${where} ${problem}`);
    // The JSON of the answer against the schema of the media type it came in.
    const mediaType = Object.keys(found.answer.content ?? {}).find((type) => type === served && found.answer.content![type]!.schema);
    if (!mediaType || typeof payload !== 'string' || !hasBody) return payload;
    const validate = found.place[0] === 'components' ? errorValidator : documentValidator(...found.place, 'content', mediaType, 'schema');
    const checks: [string, unknown][] = [
      ['as sent', JSON.parse(payload)],
      ...(handed.has(request) ? [['as handed to the serialiser', handed.get(request)] as [string, unknown]] : []),
    ];
    for (const [how, value] of checks) {
      if (!validate(value))
        mismatches.push(
          `${where} (${how}) does not match the OpenAPI document: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`,
        );
    }
    return payload;
  });
}
