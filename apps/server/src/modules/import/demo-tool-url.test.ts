/**
 * `npm start` with LTI_TOOL_PORT runs the demo's LTI tool elsewhere than demo.json's
 * http://localhost:3001: the demo is imported with the tool's real address everywhere the
 * demo names it (the tool's registration, the courses' launch addresses, the sources the
 * tenant lets the app frame), so the demo's quizzes launch.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { DEMO_DIR } from '../../../demo/build/build-demo.ts';
import { DEMO_TOOL_URL, importDemoFile } from './import-file.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await importDemoFile(db, join(DEMO_DIR, 'demo.json'), { toolUrl: 'http://localhost:3999/' });
});
afterAll(async () => db?.close());

it("names the tool where it runs, and nowhere the demo's own address", async () => {
  const [tool] = await db.query<{ login_url: string; redirect_uris: string[] }>('SELECT login_url, redirect_uris FROM lti_tools LIMIT 1');
  expect(tool!.login_url).toBe('http://localhost:3999/login');
  expect(tool!.redirect_uris).toEqual(['http://localhost:3999/launch']);
  const launches = await db.query<{ tool_url: string }>('SELECT DISTINCT tool_url FROM activities WHERE tool_url IS NOT NULL');
  expect(launches.map((a) => a.tool_url)).toContain('http://localhost:3999/launch');
  const [anywhere] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM activities WHERE tool_url LIKE $1) + (SELECT count(*) FROM lti_tools WHERE login_url LIKE $1)
          + (SELECT count(*) FROM tenants WHERE settings::text LIKE $1) AS n`,
    [`${DEMO_TOOL_URL}%`],
  );
  expect(Number(anywhere!.n)).toBe(0);
  const [tenant] = await db.query<{ settings: string }>('SELECT settings::text FROM tenants LIMIT 1');
  expect(tenant!.settings).toContain('http://localhost:3999');
});
