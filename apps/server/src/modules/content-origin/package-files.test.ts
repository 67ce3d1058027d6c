import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestContentApp, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { insertContentPackage } from '../../data/content-packages.ts';
import { signContentToken } from '../../lib/content-token.ts';
import { getOrCreateSecret, makeContentTokenKey } from '../../lib/server-secrets.ts';

const demo = setupTestApp({ sessions: ['learner'] });
let content: FastifyInstance;
let key: string;
let tenantId: string;
let packageId: string;
const text = (s: string) => new TextEncoder().encode(s);

beforeAll(async () => {
  content = await buildTestContentApp(demo.db);
  key = await getOrCreateSecret(demo.db, 'content-token-key', makeContentTokenKey);
  [{ id: tenantId }] = (await demo.db.query<{ id: string }>('SELECT id FROM tenants LIMIT 1')) as [{ id: string }];
  packageId = await insertContentPackage(demo.db, {
    id: randomUUID(),
    tenantId,
    kind: 'scorm12',
    manifest: {},
    digest: randomUUID(),
    files: [
      { path: 'index.html', contentType: 'text/html; charset=utf-8', bytes: text('<script>parent.API</script>') },
      { path: 'media/clip.txt', contentType: 'text/plain; charset=utf-8', bytes: text('0123456789') },
    ],
  });
});
afterAll(async () => content?.close());

const tokenFor = (claims: Partial<{ t: string; p: string }> = {}, now?: number) =>
  signContentToken(key, { t: tenantId, p: packageId, u: 'someone', ...claims }, now);

describe('the content origin serves a package to holders of its launch token (decision 0078)', () => {
  it('answers the file with its type, inside a policy that only the portal may frame', async () => {
    const res = await content.inject({ url: `/packages/${tokenFor()}/index.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<script>parent.API</script>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${new URL(TEST_PUBLIC_URL).origin}`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('serves files in folders, ranges and HEAD', async () => {
    const url = `/packages/${tokenFor()}/media/clip.txt`;
    const range = await content.inject({ url, headers: { range: 'bytes=2-4' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('234');
    expect(range.headers['content-range']).toBe('bytes 2-4/10');
    const head = await content.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10');
  });

  it('answers the same 404 for a bad token, another package, an expired launch, a path outside the package or a missing file', async () => {
    const now = Date.now();
    const paths = [
      `/packages/not-a-token/index.html`,
      `/packages/${signContentToken('another key', { t: tenantId, p: packageId, u: 'x' })}/index.html`,
      `/packages/${tokenFor({ p: randomUUID() })}/index.html`,
      `/packages/${tokenFor({ t: randomUUID() })}/index.html`,
      `/packages/${tokenFor({}, now - 13 * 3600 * 1000)}/index.html`,
      `/packages/${tokenFor()}/.//index.html`,
      `/packages/${tokenFor()}/media%5c..%5cindex.html`,
      `/packages/${tokenFor()}/missing.html`,
      `/packages/${tokenFor()}/`,
    ];
    for (const url of paths) {
      const res = await content.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('parent.API');
    }
  });

  it('has no portal API and takes no session: the learner cookie opens nothing there', async () => {
    for (const url of ['/api/lms/v1/users/me', '/learn/courses', `/api/lms-storage/v1/files/${randomUUID()}`]) {
      const res = await content.inject({ url, headers: demo.learner });
      expect(res.statusCode).toBe(404);
    }
  });
});
