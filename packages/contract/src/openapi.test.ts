import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './call.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';
import { ActivityTreeNodeSchema } from './schemas/content.ts';

const tree = defineCall({
  method: 'GET',
  path: '/api/x/v1/runs/:id/tree',
  summary: 'A tree',
  tags: ['T'],
  params: z.object({ id: z.uuid() }),
  query: z.object({ depth: z.string().optional().describe('How deep') }),
  responses: { 200: z.object({ children: z.array(ActivityTreeNodeSchema) }) },
});
const post = defineCall({ method: 'POST', path: '/api/x/v1/public/things', summary: 'Post', tags: ['T'], public: true, body: z.object({ n: z.number().default(1) }), responses: { 204: null } });

describe('the OpenAPI document built from calls (decision 0016)', () => {
  const document = buildOpenApiDocument([tree, post], { version: '1' });
  const operation = document.paths['/api/x/v1/runs/{id}/tree']!.get as Record<string, unknown>;

  it('writes Fastify paths as OpenAPI paths', () => {
    expect(openApiPath('/api/a/:ow/b/:activityId')).toBe('/api/a/{ow}/b/{activityId}');
  });

  it('makes parameters of params and query, path parameters required', () => {
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) },
      { name: 'depth', in: 'query', required: false, schema: { type: 'string' }, description: 'How deep' },
    ]);
  });

  it('moves named schemas to components and points their references there', () => {
    expect(document.components.schemas.ActivityTreeNode).toBeDefined();
    expect(JSON.stringify(operation)).toContain('"$ref":"#/components/schemas/ActivityTreeNode"');
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('documents input as accepted (defaults optional), no-content answers, the error shape and who may call', () => {
    const created = document.paths['/api/x/v1/public/things']!.post as Record<string, { content?: unknown } & Record<string, unknown>>;
    expect(JSON.stringify(created.requestBody)).not.toContain('"required":["n"]');
    expect(created.responses).toMatchObject({ 204: { description: 'No content' }, default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } } });
    expect(created.security).toEqual([]);
    expect(operation.security).toEqual([{ session: [] }]);
  });
});
