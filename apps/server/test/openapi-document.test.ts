import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import {
  ALL_CALLS,
  FORM_MEDIA_TYPE,
  FramePaths,
  JSON_MEDIA_TYPE,
  ltiCalls,
  openApiPath,
  type Call,
  type OpenApiDocument,
} from '@lp/contract/calls';
import { AgsMediaType, AgsScope, LtiPaths } from '@lp/contract/lti';
import { SESSION_COOKIE } from '@lp/contract';
import { documentValidator } from './answers-match-document.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * The OpenAPI document (decision 0016) lists every call the server answers, and only
 * those: a route added without a contract entry fails here. That every answer matches it
 * is checked on every answer of the server tests (answers-match-document.ts).
 */
const demo = setupTestApp();

/** The calls of the API: JSON under /api, the sign-in calls under /oidc and the frame pages (the identity provider's pages are its own). */
const framePages: readonly string[] = Object.values(FramePaths);
const isApiCall = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/oidc/') || url === '/config-ui/config.json' || framePages.includes(url);

type Content = Record<string, { schema?: object }>;
type Operation = { security: unknown[]; requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
const operationOf = (document: OpenApiDocument, call: Call) =>
  document.paths[openApiPath(call.path)]![call.method.toLowerCase()] as unknown as Operation;

async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await demo.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, with unique operation ids and an answer schema ajv compiles for every answer', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const operationIds = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods) as [
        string,
        { operationId: string; responses: Record<string, { content?: Record<string, { schema?: object }> }> },
      ][]) {
        expect(operationIds.has(operation.operationId), `operationId ${operation.operationId} is unique`).toBe(false);
        operationIds.add(operation.operationId);
        for (const [status, answer] of Object.entries(operation.responses)) {
          const schema = answer.content?.['application/json']?.schema;
          const at = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'];
          if (schema) expect(() => documentValidator(...at), `${method} ${path} ${status}`).not.toThrow();
        }
      }
    }
  });

  it('is valid OpenAPI 3.1 to a third-party validator (its schema, its references)', async () => {
    const document = await fetchDocument();
    await expect(
      SwaggerParser.validate(structuredClone(document) as unknown as Parameters<typeof SwaggerParser.validate>[0]),
    ).resolves.toBeDefined();
  });

  it('names where it is served, the session cookie for learners and a bearer token for the tools', async () => {
    const document = await fetchDocument();
    // Relative: each tenant's calls are at the host the document is read from.
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const schemes = document.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    const [toolScheme, tool] = Object.entries(schemes).find(([, scheme]) => scheme.type === 'oauth2') ?? [];
    expect(tool).toMatchObject({
      flows: { clientCredentials: { tokenUrl: LtiPaths.token, scopes: expect.objectContaining({ [AgsScope.score]: expect.any(String) }) } },
    });
    expect(operationOf(document, ltiCalls.score).security).toEqual([{ [toolScheme!]: [AgsScope.score] }]);
    expect(operationOf(document, ltiCalls.lineItems).security).toEqual([
      { [toolScheme!]: expect.arrayContaining([AgsScope.lineItemReadOnly]) },
    ]);
    // The token endpoint itself takes a signed client assertion in its body, no token.
    expect(operationOf(document, ltiCalls.token).security).toEqual([]);
  });

  it('names the media types the tools send and are answered in', async () => {
    const document = await fetchDocument();
    const bodyTypes = (call: Call) => Object.keys(operationOf(document, call).requestBody!.content);
    expect(bodyTypes(ltiCalls.token)).toEqual([FORM_MEDIA_TYPE, JSON_MEDIA_TYPE]);
    expect(bodyTypes(ltiCalls.startAssessment)).toContain(FORM_MEDIA_TYPE);
    expect(bodyTypes(ltiCalls.score)).toEqual([AgsMediaType.score, JSON_MEDIA_TYPE]);
    const answerTypes = (call: Call, status: number) => Object.keys(operationOf(document, call).responses[status]!.content ?? {});
    expect(answerTypes(ltiCalls.lineItems, 200)).toEqual([AgsMediaType.lineItemContainer]);
    expect(answerTypes(ltiCalls.results, 200)).toEqual([AgsMediaType.resultContainer]);
    expect(answerTypes(ltiCalls.authorizeGet, 400)).toEqual(['text/html', JSON_MEDIA_TYPE]);
  });

  it('lists every API route the server answers, and no other', async () => {
    const document = await fetchDocument();
    const routes = demo.app.routeCatalog.filter((r) => isApiCall(r.url)).map((r) => `${r.method} ${openApiPath(r.url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(
      routes.filter((r) => !documented.includes(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      documented.filter((d) => !routes.includes(d)),
      'documented calls the server does not answer',
    ).toEqual([]);
  });

  it('marks public exactly the API calls an anonymous caller is let through to', async () => {
    for (const call of ALL_CALLS.filter((c) => c.path.startsWith('/api/'))) {
      const url = call.path.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await demo.app.inject({ method: call.method, url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      // A public call may still ask for credentials of its own (a tool's bearer token), with a challenge; the session's 401 has none.
      const sessionRefusal = res.statusCode === 401 && !res.headers['www-authenticate'];
      expect(sessionRefusal, `${call.method} ${call.path} answered ${res.statusCode}`).toBe(!call.public);
    }
  });

  it("is a page for operators too, within the server pages' policy (no script)", async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('/api/lms/v1/start-objective-workflows');
    expect(String(res.headers['content-security-policy'])).toMatch(/style-src 'sha256-/);
  });
});
