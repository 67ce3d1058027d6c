import { z } from 'zod';

/**
 * Answers are serialised by fast-json-stringify from the call's JSON schema (Fastify's
 * default for a route with a response schema): a field the contract does not name never
 * leaves. Two rewrites make it faster than JSON.stringify (decision 0016 has the figures):
 * a nullable object is written as `nullable: true` rather than an anyOf, which would be
 * decided by validating each branch at run time; and ids and dates (`format` uuid and
 * date-time: UUID columns and toISOString, never a caller's text, and checked against
 * their pattern in every answer of the server tests) are written without escaping.
 */
const serialisationSchemas = new WeakMap<z.ZodType, object>();
export function serialisationSchema(schema: z.ZodType): object {
  let json = serialisationSchemas.get(schema);
  if (!json) {
    const { $schema: _drop, ...generated } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    json = forSerialiser(generated) as object;
    serialisationSchemas.set(schema, json);
  }
  return json;
}
function forSerialiser(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialiser);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, forSerialiser(value)] as const);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  if (out.type === 'string' && (out.format === 'uuid' || out.format === 'date-time')) {
    const { pattern: _pattern, ...plain } = out;
    return { ...plain, format: 'unsafe' };
  }
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf?.length === 2) {
    const nonNull = anyOf.filter((branch) => branch.type !== 'null');
    if (nonNull.length === 1 && typeof nonNull[0]!.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...nonNull[0], nullable: true };
    }
  }
  return out;
}
