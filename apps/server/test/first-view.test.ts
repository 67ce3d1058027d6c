import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { canonicalCallUrl, firstListPage } from '@lp/contract/first-view';
import { LIST_PATHS } from '@lp/contract/lists';
import type { Db } from '../src/db/client.ts';
import { buildTestApp } from './app.ts';
import { createTestDb } from './db.ts';
import { importDemo, sessionHeaders } from './demo.ts';

/**
 * Issue 17 item 1: the page of a first view carries the answers of the calls it would make
 * first (per learner, escaped, none of a learner's for a signed-out visitor), modulepreloads
 * the page's own code, and the built assets leave in the brotli or gzip copy the build made.
 */
const EVIL = '</script><script>alert(1)</script><!-- \u2028 &';
let db: Db;
let app: FastifyInstance;
const webDist = mkdtempSync(join(tmpdir(), 'lp-web-'));
const APP_JS = 'export const app = "the app";\n'.repeat(100);

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/learn/assets/app-a1b2c3.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'app-a1b2c3.js'), APP_JS);
  writeFileSync(join(webDist, 'assets', 'app-a1b2c3.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webDist, 'assets', 'app-a1b2c3.js.gz'), gzipSync(APP_JS));
  for (const file of ['shared-x1y2z3.js', 'my-courses-route-q1w2e3.js', 'course-route-r1t2y3.js', 'course-route-r1t2y3.css'])
    writeFileSync(join(webDist, 'assets', file), '');
  const manifest = {
    'index.html': { file: 'assets/app-a1b2c3.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-x1y2z3.js' },
    'src/app/routes/my-courses-route.tsx': { file: 'assets/my-courses-route-q1w2e3.js', imports: ['_shared.js'] },
    'src/app/routes/course-route.tsx': {
      file: 'assets/course-route-r1t2y3.js',
      imports: ['_shared.js'],
      css: ['assets/course-route-r1t2y3.css'],
    },
  };
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  db = await createTestDb();
  await importDemo(db);
  // A course name an author controls, on a course every demo learner sees in My courses.
  await db.query(`UPDATE objectives SET name = $1 || name WHERE id IN (SELECT objective_id FROM objective_accesses LIMIT 1)`, [EVIL]);
  app = await buildTestApp(db, { webDist });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

interface PageBootstrap {
  answers: Record<string, { data?: { objective: { name: string } }[] }>;
}
const bootstrapOf = (html: string) => {
  const found = /<script id="lp-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(found, 'no bootstrap in the page').not.toBeNull();
  return JSON.parse(found![1]!) as PageBootstrap;
};
const MY_COURSES_PAGE = canonicalCallUrl(firstListPage(LIST_PATHS.enrolled));

describe('the first view in the page', () => {
  it('carries the learner’s own first page of My courses and what its cards need, escaped, exactly as the call answers', async () => {
    for (const who of ['learner', 'learner2'] as const) {
      const headers = await sessionHeaders(app, who);
      const page = await app.inject({ url: '/learn/courses', headers });
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body.match(/<script/g)).toHaveLength(2);
      expect(page.body).not.toContain('alert(1)</script>');
      const { answers } = bootstrapOf(page.body);
      const direct = await app.inject({
        url: firstListPage(LIST_PATHS.enrolled),
        headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(direct.statusCode).toBe(200);
      expect(answers[MY_COURSES_PAGE]).toEqual(direct.json());
      for (const call of [LIST_PATHS.terms, LIST_PATHS.enrolledFilterCategories, LIST_PATHS.enrolledShowcases, LIST_PATHS.gradingScales]) {
        expect(answers[call], call).toBeDefined();
      }
    }
    const learner = bootstrapOf((await app.inject({ url: '/learn/courses', headers: await sessionHeaders(app, 'learner') })).body);
    expect(learner.answers[MY_COURSES_PAGE]!.data!.some((course) => course.objective.name.startsWith(EVIL))).toBe(true);
  });

  it('holds no learner’s answers for a signed-out visitor, and the open catalog’s public ones for anyone', async () => {
    for (const url of ['/learn/courses', '/learn/catalog', '/learn/']) {
      expect(bootstrapOf((await app.inject({ url })).body).answers).toEqual({});
    }
    const open = bootstrapOf((await app.inject({ url: '/learn/open-catalog' })).body);
    expect(Object.keys(open.answers).sort()).toEqual(
      [canonicalCallUrl(firstListPage(LIST_PATHS.public)), LIST_PATHS.publicFilterCategories, LIST_PATHS.publicShowcases].sort(),
    );
  });

  it('modulepreloads the page’s own code and preloads its styles, never what the entry already loads', async () => {
    const headers = await sessionHeaders(app, 'learner');
    const courses = (await app.inject({ url: '/learn/courses', headers })).body;
    expect(courses).toContain('<link rel="modulepreload" crossorigin href="/learn/assets/my-courses-route-q1w2e3.js">');
    expect(courses).not.toContain('shared-x1y2z3.js');
    const course = (await app.inject({ url: '/learn/courses/0b0e8a43-0000-4000-8000-000000000000/view/details', headers })).body;
    expect(course).toContain('<link rel="modulepreload" crossorigin href="/learn/assets/course-route-r1t2y3.js">');
    expect(course).toContain('<link rel="preload" as="style" crossorigin href="/learn/assets/course-route-r1t2y3.css">');
    expect(course).not.toContain('my-courses-route');
  });
});

describe('built assets', () => {
  const asset = (encoding?: string) =>
    app.inject({ url: '/learn/assets/app-a1b2c3.js', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('leave in the brotli copy when the browser takes brotli, the gzip copy when only gzip, as they are otherwise', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    for (const plain of [await asset('identity'), await asset()]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_JS);
    }
  });

  it('vary by Accept-Encoding and are cached for a year as they are named by their content', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await asset(encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
  });
});
