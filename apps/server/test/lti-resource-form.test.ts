import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LtiPaths, RESOURCE_FORM_MAX_IDS } from '@lp/contract/lti';
import { spawnLtiTool, type SpawnedLtiTool } from '../../../peers/lti-tool/src/spawn.ts';
import type { Db } from '../src/db/client.ts';
import { importData } from '../src/modules/import/index.ts';
import { buildTestApp, signIn } from './app.ts';
import { createTestDb } from './db.ts';
import { ltiFile, PASSWORD, toolKeys } from './lti-fixture.ts';

/**
 * doc 2 §7 `GET objective-workflows/{id}/resource-form/{activityWorkflowIds joined by slash}`:
 * the launch resource-link began, as an auto-submitting form, found by the activity
 * workflow ids of the path — one or several (decision 0061).
 */
let db: Db;
let app: FastifyInstance;
let tool: SpawnedLtiTool;
const ann: Record<string, string> = {};
const cy: Record<string, string> = {};
const ids = { annRun: '', cyRun: '', aw: {} as Record<string, string>, cyQuiz: '' };

beforeAll(async () => {
  tool = await spawnLtiTool({ port: 0, platforms: [] });
  db = await createTestDb();
  await importData(db, ltiFile({ a: (await toolKeys('a')).publicJwk, b: (await toolKeys('b')).publicJwk }, { origin: tool.url }));
  app = await buildTestApp(db);
  for (const [who, headers] of [
    ['ann@lti.test', ann],
    ['cy@lti.test', cy],
  ] as const) {
    const { jar } = await signIn(app, who, PASSWORD);
    Object.assign(headers, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  const rows = await db.query<{ email: string; ow: string; aw: string; external_id: string }>(
    `SELECT u.email, w.id AS ow, aw.id AS aw, a.external_id FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id WHERE a.type = 'lti'`,
  );
  for (const r of rows) {
    if (r.email === 'ann@lti.test') Object.assign(ids, { annRun: r.ow }).aw[r.external_id] = r.aw;
    else if (r.external_id === 'c1-quiz') Object.assign(ids, { cyRun: r.ow, cyQuiz: r.aw });
  }
}, 60_000);
afterAll(async () => {
  await tool?.stop();
  await app?.close();
  await db?.close();
});

const form = (path: string, headers: Record<string, string> = ann) => app.inject({ method: 'GET', url: path, headers });
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** Ann begins a launch of her quiz; answers its login initiation's launch id. */
async function beginQuizLaunch() {
  const begun = await app.inject({
    method: 'POST',
    url: LtiPaths.resourceLink(ids.annRun),
    headers: ann,
    payload: { activityWorkflowIds: [ids.aw['c1-quiz']] },
  });
  expect(begun.statusCode, begun.body).toBe(200);
  return new URL(begun.json<{ targetLinkUri: string }>().targetLinkUri).searchParams.get('lti_message_hint')!;
}

describe('resource-form (doc 2 §7: activity workflow ids joined by slash)', () => {
  it('answers the form of the launch for one id, and for several ids joined by slash', async () => {
    const launchId = await beginQuizLaunch();
    for (const path of [
      LtiPaths.resourceForm(ids.annRun, ids.aw['c1-quiz']!),
      LtiPaths.resourceForm(ids.annRun, ids.aw['c1-manual']!, ids.aw['c1-quiz']!),
      LtiPaths.resourceForm(ids.annRun, ids.aw['c1-quiz']!, ids.aw['c1-exam']!, ids.aw['c1-other']!),
    ]) {
      const res = await form(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      const html = res.json<{ form: string }>().form;
      expect(html).toContain(`action="${tool.url}/login"`);
      expect(field(html, 'lti_message_hint')).toBe(launchId);
    }
  });

  it("is 404 when none of the ids has a launch waiting, or the run is another learner's", async () => {
    await beginQuizLaunch();
    expect((await form(LtiPaths.resourceForm(ids.annRun, ids.aw['c1-manual']!, ids.aw['c1-exam']!))).statusCode).toBe(404);
    expect((await form(LtiPaths.resourceForm(ids.annRun, ids.aw['c1-quiz']!), cy)).statusCode).toBe(404);
    expect((await form(LtiPaths.resourceForm(ids.cyRun, ids.cyQuiz, ids.aw['c1-quiz']!), cy)).statusCode).toBe(404);
  });

  it.each([
    ['an id that is not one', (quiz: string) => [quiz, 'not-an-id']],
    ['an empty segment', (quiz: string) => [quiz, '', randomUUID()]],
    ['a trailing slash', (quiz: string) => [quiz, '']],
    ['more ids than any launch names', (quiz: string) => [quiz, ...Array.from({ length: RESOURCE_FORM_MAX_IDS }, () => randomUUID())]],
  ])('refuses %s with 400 and a message', async (_case, path) => {
    const res = await form(LtiPaths.resourceForm(ids.annRun, ...path(ids.aw['c1-quiz']!)));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ title: string }>().title).toBeTruthy();
  });

  it('asks who is calling before anything else (401)', async () => {
    expect((await form(LtiPaths.resourceForm(ids.annRun, ids.aw['c1-quiz']!), { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(
      401,
    );
  });
});
