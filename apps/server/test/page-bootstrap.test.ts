import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { LIST_PATHS } from '@lp/contract';
import { buildTestApp } from './app.ts';
import { createTestDb } from './db.ts';
import { importDemo, sessionHeaders } from './demo.ts';

/**
 * Issue 17: /learn pages carry the runtime configuration and the signed-in user as inline
 * JSON that no stored text can break out of, hint the catalogs, and are never cached.
 */
const EVIL = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted" \'single\'';
let db: Db;
let app: FastifyInstance;
const webDist = mkdtempSync(join(tmpdir(), 'lp-web-'));

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Learner portal</title><script type="module" src="/learn/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  for (const file of ['app.js', 'en-US-CU-Pn8ZO.json', 'de-DE-B1x2y3z4.js', 'ar-AR-Bn__H3L-.js'])
    writeFileSync(join(webDist, 'assets', file), '{}');
  db = await createTestDb();
  await importDemo(db);
  // Text a tenant administrator and a learner control, planted where the page shows them.
  await db.query(`UPDATE users SET first_name = $1, locale = 'de-DE' WHERE email = 'learner@demo.test'`, [EVIL]);
  await db.query(
    `UPDATE tenants SET settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{theme}', jsonb_build_object('name', $1::text))`,
    [EVIL],
  );
  app = await buildTestApp(db, { webDist });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const bootstrapOf = (html: string) => {
  const found = /<script id="lp-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(found, 'no bootstrap in the page').not.toBeNull();
  return JSON.parse(found![1]!) as {
    config: { theme: { name: string } };
    user: { firstName: string; locale: string } | null;
    locale: string;
  };
};

describe('the page bootstrap', () => {
  it('holds the signed-in user and the configuration, with nothing able to close the script or end a string', async () => {
    const res = await app.inject({ url: '/learn/courses', headers: await sessionHeaders(app, 'learner') });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // Exactly the page's own script elements: the planted ones never became markup.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.user?.firstName).toBe(EVIL);
    expect(bootstrap.config.theme.name).toBe(EVIL);
    expect(bootstrap.locale).toBe('de-DE');
  });

  it('is never stored by a shared cache or the browser, and varies by cookie and language', async () => {
    for (const headers of [await sessionHeaders(app, 'learner'), {}]) {
      const res = await app.inject({ url: '/learn/', headers });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
  });

  it('answers /learn itself with the app, as /learn/ (no redirect first), its query kept for the app', async () => {
    const headers = await sessionHeaders(app, 'learner');
    const bare = await app.inject({ url: '/learn?lng=de', headers });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toMatch(/^text\/html/);
    expect(bare.headers['cache-control']).toBe('private, no-store');
    expect(bootstrapOf(bare.body).user?.firstName).toBe(bootstrapOf((await app.inject({ url: '/learn/', headers })).body).user?.firstName);
  });

  it('answers a path no page names with the app’s not-found page and the status 404, signed in or not', async () => {
    const headers = await sessionHeaders(app, 'learner');
    for (const url of ['/learn/no-such-page', '/learn/open-catalog/no-such-page', '/learn/no/such/page?x=1']) {
      const signedIn = await app.inject({ url, headers });
      expect([url, signedIn.statusCode, signedIn.headers['content-type']]).toEqual([url, 404, expect.stringMatching(/^text\/html/)]);
      expect(bootstrapOf(signedIn.body).user).not.toBeNull();
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    for (const url of ['/learn/courses', '/learn/catalog', '/learn/open-catalog', '/learn/calendar', '/learn/courses/x/view/details'])
      expect([url, (await app.inject({ url, headers })).statusCode]).toEqual([url, 200]);
  });

  it('signed out: no user, the language from Accept-Language, the page still served for the app to send to sign-in', async () => {
    const res = await app.inject({ url: '/learn/catalog', headers: { 'accept-language': 'ar;q=1, en;q=0.5' } });
    expect(res.statusCode).toBe(200);
    const bootstrap = bootstrapOf(res.body);
    expect(bootstrap.user).toBeNull();
    expect(bootstrap.locale).toBe('ar-AR');
    expect(bootstrap.config.theme.name).toBe(EVIL);
  });

  // doc 1 §2: the flag learner.dashboard (on in the demo) with the cookie new-learner-MF=true, on top of the tenant's own setting.
  const homeOf = async (on: FastifyInstance, cookie: string) => {
    const signedIn = await sessionHeaders(on, 'learner');
    const res = await on.inject({ url: '/learn/', headers: { ...signedIn, cookie: `${signedIn.cookie}${cookie}` } });
    return bootstrapOf(res.body) as unknown as {
      config: { navigation: { dashboard: boolean } };
      answers: Record<string, unknown>;
      switches: string;
    };
  };
  const carriesMyCourses = (sent: { answers: Record<string, unknown> }) =>
    Object.keys(sent.answers).some((url) => url.startsWith(LIST_PATHS.enrolled));

  it('lands the demo learner on the dashboard: the demo tenant turns it on itself (issue 33)', async () => {
    const sent = await homeOf(app, '');
    expect(sent.config.navigation.dashboard).toBe(true);
    expect(carriesMyCourses(sent)).toBe(false);
  });

  it('with the dashboard switched on by its cookie, carries what the dashboard needs and not My courses’ list or code', async () => {
    // A tenant without its own dashboard setting: only the flag with the cookie switches it on.
    const setDashboard = (on: boolean) =>
      db.query(`UPDATE tenants SET settings = jsonb_set(settings::jsonb, '{navigation,dashboard}', $1::jsonb)`, [JSON.stringify(on)]);
    await setDashboard(false);
    const plain = await buildTestApp(db, { webDist });
    try {
      const off = await homeOf(plain, '');
      expect(off.config.navigation.dashboard).toBe(false);
      expect(carriesMyCourses(off)).toBe(true);
      const on = await homeOf(plain, '; new-learner-MF=true');
      expect(on.config.navigation.dashboard).toBe(true);
      expect(on.switches).toBe('new-learner-MF=true');
      expect(carriesMyCourses(on)).toBe(false);
      // Another value, or another cookie ending the same way, switches nothing.
      for (const other of ['; new-learner-MF=false', '; old-new-learner-MF=true'])
        expect((await homeOf(plain, other)).config.navigation.dashboard).toBe(false);
    } finally {
      await plain.close();
      await setDashboard(true);
    }
  });

  it('hints the source catalog and the learner’s own catalog so they load with the page', async () => {
    const de = (await app.inject({ url: '/learn/courses', headers: await sessionHeaders(app, 'learner') })).body;
    expect(de).toContain('<link rel="preload" as="fetch" crossorigin href="/learn/assets/en-US-CU-Pn8ZO.json">');
    expect(de).toContain('<link rel="modulepreload" href="/learn/assets/de-DE-B1x2y3z4.js">');
    const ar = (await app.inject({ url: '/learn/', headers: { 'accept-language': 'ar' } })).body;
    expect(ar).toContain('<link rel="modulepreload" href="/learn/assets/ar-AR-Bn__H3L-.js">');
    expect(ar).not.toContain('de-DE-');
  });
});
