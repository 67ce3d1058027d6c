/**
 * The OpenAPI 3.1 document of the calls (decision 0016), generated from their zod schemas:
 * nothing in it is written by hand, so it cannot say other than what the server checks
 * and answers. OpenAPI 3.1 schemas are JSON Schema 2020-12, which z.toJSONSchema writes.
 */
import { z } from 'zod';
import { isMediaAnswer, type Call, type CallAnswer } from './call.ts';
import { ErrorBodySchema } from './errors.ts';
import { SESSION_COOKIE } from './paths.ts';

type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
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
      ? Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : repointed(value)]))
      : node;

/** Output schemas (what the server answers) are closed: a field the schema lacks is drift. */
const answerSchema = (schema: z.ZodType, components: Record<string, JsonSchema>) =>
  documented(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), components);
/** Input schemas describe what is accepted (defaults make fields optional). */
const inputSchema = (schema: z.ZodType, components: Record<string, JsonSchema>) =>
  documented(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), components);

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

function parameters(call: Call, components: Record<string, JsonSchema>): JsonSchema[] {
  const of = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return [];
    const json = inputSchema(schema, components) as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...rest } = property;
      return { name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) };
    });
  };
  return [...of('path', call.params), ...of('query', call.query)];
}

function answer(status: string, value: CallAnswer | undefined, components: Record<string, JsonSchema>): [string, JsonSchema] {
  if (value === null || value === undefined) return [status, { description: 'No content' }];
  if (isMediaAnswer(value)) return [status, { description: value.description, content: { [value.mediaType]: {} } }];
  return [status, { description: 'Success', content: { 'application/json': { schema: answerSchema(value, components) } } }];
}

function operation(call: Call, components: Record<string, JsonSchema>): JsonSchema {
  const responses = Object.fromEntries(Object.entries(call.responses).map(([status, value]) => answer(status, value, components)));
  return {
    operationId: `${call.method.toLowerCase()}${openApiPath(call.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [...call.tags],
    parameters: parameters(call, components),
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(call.body, components) } } } } : {}),
    responses: { ...responses, default: { description: 'The one error shape (4xx, 5xx)', content: { 'application/json': { schema: ERROR_REF } } } },
    security: call.public ? [] : [{ session: [] }],
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
    paths,
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
