import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LtiPaths } from '@lp/contract/lti';
import { WorkflowState } from '@lp/domain';
import { spawnLtiTool, type SpawnedLtiTool } from '../../../peers/lti-tool/src/spawn.ts';
import type { Db } from '../src/db/client.ts';
import { importData } from '../src/modules/import/index.ts';
import { ltiFile, PASSWORD, toolKeys } from './lti-fixture.ts';
import { buildTestApp, signIn } from './app.ts';
import { createTestDb } from './db.ts';

/**
 * The whole LTI journey against the bundled tool, a separate process speaking the real
 * protocol over HTTP (issue 11): launch, the tool's OIDC login, the signed id_token, the
 * quiz, the tool's client-credentials token and its score, and the review, with the
 * learner's course moving as the lifecycle says. The browser's part is played with
 * fetch, cookies and forms as a browser sends them.
 */
let db: Db;
let app: FastifyInstance;
let tool: SpawnedLtiTool;
let portal: string;
let learner: Record<string, string>;
const ids = { run: '', objective: '', aw: {} as Record<string, string> };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  portal = `http://127.0.0.1:${port}`;
  tool = await spawnLtiTool({ port: 0, platforms: [{ issuer: portal, clientId: 'client-a', deploymentId: 'dep-a' }] });
  db = await createTestDb();
  const keys = { a: (await toolKeys('unused')).publicJwk, b: (await toolKeys('b')).publicJwk };
  await importData(db, ltiFile(keys, { origin: tool.url, jwksUrl: tool.jwksUrl }));
  app = await buildTestApp(db, { publicUrl: portal });
  await app.listen({ port, host: '127.0.0.1' });
  const { jar } = await signIn(app, 'ann@lti.test', PASSWORD);
  learner = { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' };
  const rows = await db.query<{ ow: string; objective_id: string; aw: string; external_id: string }>(
    `SELECT w.id AS ow, w.objective_id, aw.id AS aw, a.external_id FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id JOIN activities a ON a.id = aw.activity_id
      WHERE u.email = 'ann@lti.test'`,
  );
  for (const r of rows) Object.assign(ids, { run: r.ow, objective: r.objective_id }).aw[r.external_id] = r.aw;
}, 60_000);
afterAll(async () => {
  await tool?.stop();
  await app?.close();
  await db?.close();
});

const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** What the learner's browser does from the portal's launch to the tool's page. */
async function launchInBrowser(aw: string, messageType?: string) {
  const begun = await app.inject({ method: 'POST', url: LtiPaths.resourceLink(ids.run), headers: learner, payload: { activityWorkflowIds: [aw], ...(messageType ? { messageType } : {}) } });
  expect(begun.statusCode, begun.body).toBe(200);
  const login = await fetch(begun.json<{ targetLinkUri: string }>().targetLinkUri, { redirect: 'manual' });
  expect(login.status).toBe(302);
  const authorizeUrl = login.headers.get('location')!;
  expect(authorizeUrl.startsWith(`${portal}${LtiPaths.authorize}?`)).toBe(true);
  const authorized = await fetch(authorizeUrl, { headers: { cookie: learner.cookie! }, redirect: 'manual' });
  const form = await authorized.text();
  expect(authorized.status, form).toBe(200);
  const launched = await fetch(formAction(form)!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: field(form, 'id_token')!, state: field(form, 'state')! }),
  });
  return { status: launched.status, html: await launched.text() };
}

async function submitQuiz(page: string) {
  const answers = new URLSearchParams({ session: field(page, 'session')! });
  for (const [, name] of page.matchAll(/<input type="radio" name="(q\d+)" value="0">/g)) answers.set(name!, '0');
  const res = await fetch(`${tool.url}/submit`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: answers });
  return res.text();
}

const activityState = async (aw: string) =>
  (
    await db.query<{ state: number; normalized: number | null; records: number }>(
      `SELECT aw.state, (SELECT normalized_score FROM activity_records r WHERE r.activity_workflow_id = aw.id) AS normalized,
              (SELECT count(*)::int FROM activity_records r WHERE r.activity_workflow_id = aw.id) AS records
         FROM activity_workflows aw WHERE aw.id = $1`,
      [aw],
    )
  )[0]!;

describe('an LTI activity with the bundled tool', () => {
  it('launches signed in as the learner, and the score the tool sends back finishes the activity', async () => {
    const { status, html } = await launchInBrowser(ids.aw['c1-quiz']!);
    expect(status, html).toBe(200);
    expect(html).toContain('Ann Lee');
    expect(html).toContain('Tools course');
    expect(html).toContain('Quiz');
    const result = await submitQuiz(html);
    const [, got, of] = /You scored (\d+) of (\d+)/.exec(result) ?? [];
    expect(of).toBe('3');
    expect(result).toMatch(/lti-tool-callback\?objectiveId=/);
    expect(await activityState(ids.aw['c1-quiz']!)).toEqual({ state: WorkflowState.finished, normalized: Number(got) / 3, records: 1 });
    // The run counts the activity as done.
    const [run] = await db.query<{ progress: number }>('SELECT progress FROM objective_workflows WHERE id = $1', [ids.run]);
    expect(run!.progress).toBeGreaterThan(0);
  });

  it('a teacher-graded activity waits as submitted until the tool\'s grader scores it', async () => {
    const { html } = await launchInBrowser(ids.aw['c1-manual']!);
    const result = await submitQuiz(html);
    expect(result).toContain('sent for grading');
    expect(await activityState(ids.aw['c1-manual']!)).toEqual({ state: WorkflowState.submitted, normalized: null, records: 0 });
    const queue = await (await fetch(`${tool.url}/grading`)).text();
    const action = /action="(\/grading\/[^"]+)"/.exec(queue)?.[1];
    expect(action).toBeDefined();
    const graded = await fetch(`${tool.url}${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ score: '2' }), redirect: 'manual' });
    expect(graded.status).toBeLessThan(400);
    expect(await activityState(ids.aw['c1-manual']!)).toMatchObject({ state: WorkflowState.finished, records: 1 });
  });

  it('opens the tool\'s review of a finished attempt, and refuses a launch of it as new work', async () => {
    const again = await app.inject({ method: 'POST', url: LtiPaths.resourceLink(ids.run), headers: learner, payload: { activityWorkflowIds: [ids.aw['c1-quiz']] } });
    expect(again.statusCode).toBe(409);
    const review = await launchInBrowser(ids.aw['c1-quiz']!, 'LtiSubmissionReviewRequest');
    expect(review.status, review.html).toBe(200);
    expect(review.html).toMatch(/You scored|score/i);
  });

  it('a launch refused by the platform leaves the learner a page that says why, never a blank frame', async () => {
    const begun = await app.inject({ method: 'POST', url: LtiPaths.resourceLink(ids.run), headers: learner, payload: { activityWorkflowIds: [ids.aw['c1-later']] } });
    expect(begun.statusCode).toBe(403);
    expect(begun.json().errors.general[0]).toMatch(/locked/);
  });
});
