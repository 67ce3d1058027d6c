import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, FORM_MEDIA_TYPE, JSON_MEDIA_TYPE } from './call.ts';
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
const post = defineCall({
  method: 'POST',
  path: '/api/x/v1/public/things',
  summary: 'Post',
  tags: ['T'],
  public: true,
  body: z.object({ n: z.number().default(1) }),
  responses: { 204: null },
});

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
    expect(created.responses).toMatchObject({
      204: { description: 'No content' },
      default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    });
    expect(created.security).toEqual([]);
    expect(operation.security).toEqual([{ session: [] }]);
  });

  const toolCall = defineCall({
    method: 'POST',
    path: '/api/x/v1/tool/things',
    summary: 'A tool posts',
    tags: ['T'],
    public: true,
    csrf: false,
    toolScopes: ['https://example.test/scope/a'],
    body: z.object({ n: z.number() }).optional(),
    bodyMediaTypes: ['application/vnd.example+json', FORM_MEDIA_TYPE],
    answerMediaType: 'application/vnd.example.answer+json',
    responses: {
      200: z.object({ ok: z.boolean() }),
      400: z.object({ error: z.string() }),
      403: { mediaType: 'text/html', description: 'Why not' },
      303: { mediaType: [], description: 'Elsewhere' },
    },
  });
  const withTool = buildOpenApiDocument([toolCall], { version: '1' });
  const toolOperation = withTool.paths['/api/x/v1/tool/things']!.post as {
    requestBody: { required: boolean; content: Record<string, unknown> };
    responses: Record<string, { content?: Record<string, unknown>; headers?: unknown }>;
    security: unknown;
  };

  it("names the media types a body may come in, each with the body's schema, required only when no body is refused", () => {
    expect(Object.keys(toolOperation.requestBody.content)).toEqual(['application/vnd.example+json', FORM_MEDIA_TYPE]);
    expect(toolOperation.requestBody.content[FORM_MEDIA_TYPE]).toEqual(toolOperation.requestBody.content['application/vnd.example+json']);
    expect(toolOperation.requestBody.required).toBe(false);
  });

  it("answers success in the call's own media type, refusals in JSON, a refusal page or the error shape, a redirect without a body", () => {
    expect(Object.keys(toolOperation.responses[200]!.content!)).toEqual(['application/vnd.example.answer+json']);
    expect(Object.keys(toolOperation.responses[400]!.content!)).toEqual([JSON_MEDIA_TYPE]);
    expect(toolOperation.responses[403]!.content).toEqual({
      'text/html': {},
      [JSON_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/ErrorBody' } },
    });
    expect(toolOperation.responses[303]).toEqual({ description: 'Elsewhere', headers: { Location: expect.anything() } });
  });

  it("secures a tool's call with the client-credentials token and its scopes, and names a relative server", () => {
    const [scheme] = Object.entries(withTool.components.securitySchemes).find(([, value]) => value.type === 'oauth2')!;
    expect(toolOperation.security).toEqual([{ [scheme]: ['https://example.test/scope/a'] }]);
    expect(withTool.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
