import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AuthPaths } from '@lp/contract';
import { LtiPaths } from '@lp/contract/lti';
import type { Db } from '../src/db/client.ts';
import { START_CODE_AFTER_PAINT } from '../src/lib/content-security-policy.ts';
import { FAVICON_PATH } from '../src/lib/html.ts';
import { buildTestApp, TEST_PUBLIC_URL } from './app.ts';
import { createTestDb } from './db.ts';
import { importDemo, sessionHeaders } from './demo.ts';

const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_CODE_AFTER_PAINT).digest('base64')}'`;

/**
 * Every family of answer carries the security headers of issue 9 (items 6 and 7): the
 * app's pages, its assets, the API (signed in, public, refused, unknown), the sign-in
 * helpers, the identity provider's own answers and the runtime configuration. The GET
 * routes are taken from the app itself, so a route added later is held to the same rules.
 */
let db: Db;
let app: FastifyInstance;
let learner: Record<string, string>;
const webDist = mkdtempSync(join(tmpdir(), 'lp-web-'));

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/learn/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  db = await createTestDb();
  await importDemo(db);
  app = await buildTestApp(db, { webDist });
  learner = await sessionHeaders(app, 'learner');
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const csp = (res: LightMyRequestResponse) => String(res.headers['content-security-policy'] ?? '');
const directive = (res: LightMyRequestResponse, name: string) =>
  csp(res)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

function expectBaseline(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(csp(res), what).not.toBe('');
  expect(directive(res, 'frame-ancestors').length, `${what}: frame-ancestors`).toBeGreaterThan(0);
  expect(res.headers['cache-control'], what).toBeTruthy();
}

describe('security headers on every family of answer', () => {
  it('the app: its own scripts and styles only, framed by itself only, never cached as a page', async () => {
    const res = await get('/learn/courses');
    expectBaseline(res, 'app page');
    expect(directive(res, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(res, 'script-src')).not.toContain("'unsafe-eval'");
    // Inline: the one script that starts a drawn page's code (decision 0046), by its hash, and nothing else.
    expect(directive(res, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", START_SCRIPT_HASH]);
    expect(directive(res, 'style-src')).toEqual(["'self'"]);
    expect(directive(res, 'object-src')).toEqual(["'none'"]);
    expect(directive(res, 'frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Lessons embed only the tenant's allowed sources (the demo allows Vimeo).
    expect(directive(res, 'frame-src')).toContain('https://player.vimeo.com');
    // It carries the signed-in user (issue 17): kept by no cache at all.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('hashed assets are cached for a year and carry nosniff', async () => {
    const res = await get('/learn/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API answers: nothing to run, never framed, never stored — signed in, public, refused or unknown', async () => {
    for (const [what, res] of [
      ['users/me', await get('/api/platform/v1/users/me', learner)],
      ['public catalog', await get('/api/platform/v1/public/open-catalog/objectives/query')],
      ['401', await get('/api/platform/v1/users/me')],
      ['404', await get('/api/lms/v1/no-such-call', learner)],
      ['405', await app.inject({ method: 'DELETE', url: '/api/platform/v1/users/me', headers: learner })],
      ['400', await get('/api/platform/v1/objective-workflow-aggregates/query?take=abc', learner)],
    ] as const) {
      expectBaseline(res, what);
      expect(directive(res, 'default-src'), what).toEqual(["'none'"]);
      expect(directive(res, 'frame-ancestors'), what).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['cache-control'], what).toBe('private, no-store');
    }
  });

  it('refusals written before any route runs (an undecodable escape, an overlong path part): the same headers, the request id, the address not echoed', async () => {
    const long = 'x'.repeat(150);
    for (const [what, url, status] of [
      ['overlong path part (public)', `/api/platform/v1/public/certificate-records/${long}`, 414],
      ['overlong path part (app)', `/api/lms/v1/objective-workflows/${long}`, 414],
      ['undecodable escape', '/learn/%E0%A4%A', 400],
    ] as const) {
      const res = await get(url, { 'x-request-id': 'trace-1' });
      expect(res.statusCode, what).toBe(status);
      expectBaseline(res, what);
      expect(directive(res, 'default-src'), what).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['x-request-id'], what).toBe('trace-1');
      expect(res.json(), what).toMatchObject({ status, code: 'badRequest', requestId: 'trace-1' });
      expect(res.json().title, what).not.toBe('Error');
      expect(res.body, what).not.toContain(long);
    }
  });

  it('the identity provider: its answers and its sign-in form are never framed, inline parts allowed by hash only', async () => {
    const discovery = await get('/idp/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expectBaseline(discovery, 'discovery');
    expect(discovery.headers['x-frame-options']).toBe('DENY');

    const start = await get(`${AuthPaths.login}?redirectUrl=${encodeURIComponent(`${TEST_PUBLIC_URL}/learn/`)}`);
    let res = start;
    const cookies: string[] = [];
    const remember = (r: LightMyRequestResponse) =>
      cookies.push(...(r.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`));
    remember(res);
    while (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(res.headers.location!, TEST_PUBLIC_URL);
      res = await get(next.pathname + next.search, { cookie: cookies.join('; ') });
      remember(res);
    }
    expect(res.body).toContain('<form');
    expectBaseline(res, 'sign-in form');
    expect(directive(res, 'frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    expect(directive(res, 'style-src')).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
    expect(directive(res, 'script-src')).toEqual(["'none'"]);
    expect(directive(res, 'form-action')).toEqual(["'self'"]);
  });

  it('the sign-out confirmation page and the runtime configuration', async () => {
    const page = await get(AuthPaths.logout, learner);
    expectBaseline(page, 'sign-out page');
    expect(directive(page, 'frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['cache-control']).toBe('no-store');
    const config = await get(AuthPaths.configUi);
    expectBaseline(config, 'config.json');
  });

  it('every GET route, whatever it answers, carries the baseline and keeps personal answers out of shared caches', async () => {
    const missing: string[] = [];
    for (const route of app.routeCatalog.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*/g, 'x');
      const res = await get(url, learner);
      const problems = [
        res.headers['x-content-type-options'] !== 'nosniff' && 'nosniff',
        !csp(res) && 'csp',
        // Stored files are sandboxed instead (no origin, nothing runs: decision 0012).
        directive(res, 'frame-ancestors').length === 0 && !csp(res).startsWith('sandbox') && 'frame-ancestors',
        // Signed in: nothing may be cached by a shared cache unless it is the same for everyone (hashed assets, covers).
        // The LTI platform's public keys and the portal's icon are the same for every caller: they may be cached.
        /\bpublic\b/.test(String(res.headers['cache-control'] ?? '')) &&
          !url.startsWith('/learn/assets/') &&
          res.statusCode === 200 &&
          !url.includes('lms-storage') &&
          url !== LtiPaths.jwks &&
          url !== FAVICON_PATH &&
          'public cache',
        !res.headers['cache-control'] && 'cache-control',
      ].filter(Boolean);
      if (problems.length) missing.push(`${url} (${res.statusCode}): ${problems.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('behind TLS and with a tool host allowed to frame the app', () => {
  let tlsApp: FastifyInstance;
  beforeAll(async () => {
    await db.query(`UPDATE tenants SET settings = settings || '{"frameAncestors": ["https://tools.example.edu"]}'::jsonb`);
    tlsApp = await buildTestApp(db, { webDist, publicUrl: 'https://learn.example.edu', secureCookies: true });
  });
  afterAll(async () => {
    await tlsApp?.close();
    await db.query(`UPDATE tenants SET settings = settings - 'frameAncestors'`);
  });

  it('sends HSTS, upgrades subresources and lets the configured tool host frame the app — and nobody else', async () => {
    const res = await tlsApp.inject({ url: '/learn/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(csp(res)).toContain('upgrade-insecure-requests');
    expect(directive(res, 'frame-ancestors')).toEqual(["'self'", 'https://tools.example.edu']);
    expect(res.headers['x-frame-options']).toBeUndefined();
    const api = await tlsApp.inject({ url: '/api/platform/v1/public/open-catalog/objectives/query' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directive(api, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('a setting that tries to add a directive is not obeyed', async () => {
    await db.query(
      `UPDATE tenants SET settings = settings || '{"frameAncestors": ["https://ok.example.edu; script-src *", "*"], "allowedExternalSources": ["evil.test; script-src *", "*"]}'::jsonb`,
    );
    const fresh = await buildTestApp(db, { webDist, publicUrl: 'https://learn.example.edu', secureCookies: true });
    try {
      const res = await fresh.inject({ url: '/learn/' });
      expect(directive(res, 'frame-ancestors')).toEqual(["'self'"]);
      expect(directive(res, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", START_SCRIPT_HASH]);
      // The content origin packages play from (decision 0078), and nothing the setting tried.
      expect(directive(res, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:4000']);
    } finally {
      await fresh.close();
    }
  });
});
