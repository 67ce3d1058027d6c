/**
 * The OpenAPI 3.1 document of the calls (decision 0016), generated from their zod schemas:
 * nothing in it is written by hand, so it cannot say other than what the server checks
 * and answers. OpenAPI 3.1 schemas are JSON Schema 2020-12, which z.toJSONSchema writes.
 */
import { z } from 'zod';
import { bodyMediaTypesOf, isMediaAnswer, JSON_MEDIA_TYPE, mediaTypesOf, type Call, type CallAnswer } from './call.ts';
import { ErrorBodySchema } from './errors.ts';
import { ACS_SCOPE, AgsScope, LtiPaths } from './lti.ts';
import { SESSION_COOKIE } from './paths.ts';

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** `/api/x/:id` → `/api/x/{id}`; a trailing wildcard (the rest of the path) → `{*}`, the parameter Fastify names `*`. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');

/**
 * A schema as the document holds it. Named schemas (the recursive content tree) that
 * z.toJSONSchema puts under the schema's own `$defs` move to `components.schemas`, and
 * their references with them: inside an OpenAPI document `#` is the document's root.
 */
function documented(generated: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _drop, $defs, ...schema } = generated as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, definition] of Object.entries($defs ?? {})) components[name] = repointed(definition) as JsonSchema;
  return repointed(schema) as JsonSchema;
}
const repointed = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(repointed)
    : typeof node === 'object' && node !== null
      ? Object.fromEntries(
          Object.entries(node).map(([key, value]) => [
            key,
            key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : repointed(value),
          ]),
        )
      : node;

/** Output schemas (what the server answers) are closed: a field the schema lacks is drift. */
const answerSchema = (schema: z.ZodType, components: Record<string, JsonSchema>) =>
  documented(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), components);
/** Input schemas describe what is accepted (defaults make fields optional). */
const inputSchema = (schema: z.ZodType, components: Record<string, JsonSchema>) =>
  documented(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), components);

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

const SESSION = 'session';
const TOOL_TOKEN = 'ltiToolToken';
/** The scopes a tool's token may hold (AGS 2.0 §3, LTI Proctoring Services' control service). */
const TOOL_SCOPES: Record<string, string> = {
  [AgsScope.lineItem]: 'Read and manage line items',
  [AgsScope.lineItemReadOnly]: 'Read line items',
  [AgsScope.resultReadOnly]: 'Read results',
  [AgsScope.score]: 'Publish scores',
  [ACS_SCOPE]: 'Assessment Control Service',
};
const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  [SESSION]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The portal session of a signed-in learner (sign in at /oidc/login)',
  },
  [TOOL_TOKEN]: {
    type: 'oauth2',
    description:
      'A registered LTI 1.3 tool: client credentials with a signed client assertion (private_key_jwt, RFC 7523), sent as a bearer token',
    flows: { clientCredentials: { tokenUrl: LtiPaths.token, scopes: TOOL_SCOPES } },
  },
};

function parameters(call: Call, components: Record<string, JsonSchema>): JsonSchema[] {
  const of = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return [];
    const json = inputSchema(schema, components) as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: rest,
        ...(description ? { description } : {}),
      };
    });
  };
  return [...of('path', call.params), ...of('query', call.query)];
}

/**
 * One answer by status. A JSON answer of success in the call's own media type (AGS's);
 * a refusal always in JSON. A call that refuses with a page of its own (the LTI pages)
 * still refuses in the one error shape what the edge stops before it (a NUL, bad JSON).
 * No media type: no body (a redirect, its Location).
 */
function answer(call: Call, status: string, value: CallAnswer | undefined, components: Record<string, JsonSchema>): [string, JsonSchema] {
  const refusal = Number(status) >= 400;
  if (value === null || value === undefined) return [status, { description: 'No content' }];
  if (isMediaAnswer(value)) {
    const types = mediaTypesOf(value);
    if (types.length === 0)
      return [
        status,
        { description: value.description, ...(status.startsWith('3') ? { headers: { Location: { schema: { type: 'string' } } } } : {}) },
      ];
    const content: Record<string, JsonSchema> = Object.fromEntries(types.map((type) => [type, {}]));
    if (refusal) content[JSON_MEDIA_TYPE] = { schema: ERROR_REF };
    return [status, { description: value.description, content }];
  }
  const mediaType = refusal ? JSON_MEDIA_TYPE : (call.answerMediaType ?? JSON_MEDIA_TYPE);
  return [status, { description: refusal ? 'Refused' : 'Success', content: { [mediaType]: { schema: answerSchema(value, components) } } }];
}

/** The body in each media type the call takes; required unless the call takes none as well. */
function requestBody(call: Call, components: Record<string, JsonSchema>): JsonSchema | undefined {
  if (!call.body) return undefined;
  const schema = inputSchema(call.body, components);
  return {
    required: !call.body.safeParse(undefined).success,
    content: Object.fromEntries(bodyMediaTypesOf(call).map((type) => [type, { schema }])),
  };
}

/** Who may call: anyone, a tool with a token of one of the call's scopes, or a signed-in learner (the session cookie). */
const security = (call: Call) => (call.toolScopes ? [{ [TOOL_TOKEN]: [...call.toolScopes] }] : call.public ? [] : [{ [SESSION]: [] }]);

function operation(call: Call, components: Record<string, JsonSchema>): JsonSchema {
  const responses = Object.fromEntries(Object.entries(call.responses).map(([status, value]) => answer(call, status, value, components)));
  const body = requestBody(call, components);
  return {
    operationId: `${call.method.toLowerCase()}${openApiPath(call.path)
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [...call.tags],
    parameters: parameters(call, components),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...responses,
      default: { description: 'The one error shape (4xx, 5xx)', content: { [JSON_MEDIA_TYPE]: { schema: ERROR_REF } } },
    },
    security: security(call),
  };
}

export function buildOpenApiDocument(calls: readonly Call[], info: { version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = {};
  schemas.ErrorBody = answerSchema(ErrorBodySchema, schemas);
  for (const call of calls) (paths[openApiPath(call.path)] ??= {})[call.method.toLowerCase()] = operation(call, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Learner portal API',
      version: info.version,
      description:
        'Every call of the learner portal, generated from the contract package (decision 0016). State-changing calls need the X-Requested-With header; failures answer the ErrorBody shape.',
    },
    // Relative (OpenAPI 3.1 §4.8.5): each tenant is served at its own host, which is where the document is read.
    servers: [{ url: '/', description: 'The portal that serves this document' }],
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}
