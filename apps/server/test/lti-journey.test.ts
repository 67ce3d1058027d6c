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
const ids = { run: '', objective: '', aw: {} as Record<string, string>, cyExam: '', cyRun: '' };

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
  const [cy] = await db.query<{ aw: string; ow: string }>(
    `SELECT aw.id AS aw, w.id AS ow FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id WHERE u.email = 'cy@lti.test' AND a.external_id = 'c1-exam'`,
  );
  Object.assign(ids, { cyExam: cy!.aw, cyRun: cy!.ow });
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
  const begun = await app.inject({
    method: 'POST',
    url: LtiPaths.resourceLink(ids.run),
    headers: learner,
    payload: { activityWorkflowIds: [aw], ...(messageType ? { messageType } : {}) },
  });
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
  const res = await fetch(`${tool.url}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: answers,
  });
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

  it("a teacher-graded activity waits as submitted until the tool's grader scores it", async () => {
    const { html } = await launchInBrowser(ids.aw['c1-manual']!);
    const result = await submitQuiz(html);
    expect(result).toContain('sent for grading');
    expect(await activityState(ids.aw['c1-manual']!)).toEqual({ state: WorkflowState.submitted, normalized: null, records: 0 });
    const queue = await (await fetch(`${tool.url}/grading`)).text();
    const action = /action="(\/grading\/[^"]+)"/.exec(queue)?.[1];
    expect(action).toBeDefined();
    const graded = await fetch(`${tool.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ score: '2' }),
      redirect: 'manual',
    });
    expect(graded.status).toBeLessThan(400);
    expect(await activityState(ids.aw['c1-manual']!)).toMatchObject({ state: WorkflowState.finished, records: 1 });
  });

  it("opens the tool's review of a finished attempt, and refuses a launch of it as new work", async () => {
    const again = await app.inject({
      method: 'POST',
      url: LtiPaths.resourceLink(ids.run),
      headers: learner,
      payload: { activityWorkflowIds: [ids.aw['c1-quiz']] },
    });
    expect(again.statusCode).toBe(409);
    const review = await launchInBrowser(ids.aw['c1-quiz']!, 'LtiSubmissionReviewRequest');
    expect(review.status, review.html).toBe(200);
    expect(review.html).toMatch(/You scored|score/i);
  });

  it('a launch refused by the platform leaves the learner a page that says why, never a blank frame', async () => {
    const begun = await app.inject({
      method: 'POST',
      url: LtiPaths.resourceLink(ids.run),
      headers: learner,
      payload: { activityWorkflowIds: [ids.aw['c1-later']] },
    });
    expect(begun.statusCode).toBe(403);
    expect(begun.json().errors.general[0]).toMatch(/locked/);
  });
});

const sessionOf = async (aw: string) =>
  (
    await db.query<{ state: string; attempt_number: number | null }>(
      'SELECT s.state, s.attempt_number FROM activity_workflows aw JOIN proctoring_sessions s ON s.id = aw.last_proctoring_session_id WHERE aw.id = $1',
      [aw],
    )
  )[0];
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('a team activity graded by the tool', () => {
  it('gives the grade the tool sent for one member to every member of the team at once', async () => {
    const { html } = await launchInBrowser(ids.aw['c1-team']!);
    const result = await submitQuiz(html);
    const [, got] = /You scored (\d+) of 3/.exec(result) ?? [];
    expect(got).toBeDefined();
    const rows = await db.query<{ email: string; state: number; normalized: number | null; records: number }>(
      `SELECT u.email, aw.state, r.normalized_score AS normalized, (SELECT count(*)::int FROM activity_records x WHERE x.activity_workflow_id = aw.id) AS records
         FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
         JOIN activities a ON a.id = aw.activity_id LEFT JOIN activity_records r ON r.activity_workflow_id = aw.id
        WHERE a.external_id = 'c1-team' ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'ann@lti.test', state: WorkflowState.finished, normalized: Number(got) / 3, records: 1 },
      { email: 'cy@lti.test', state: WorkflowState.finished, normalized: Number(got) / 3, records: 1 },
    ]);
    const [team] = await db.query<{ state: number; by: string }>(
      `SELECT g.state, u.email AS by FROM group_activity_workflows g JOIN users u ON u.id = g.submitted_by`,
    );
    expect(team).toEqual({ state: WorkflowState.finished, by: 'ann@lti.test' });
  });
});

describe('a proctored exam through the bundled tool as proctoring tool (LTI Proctoring Services)', () => {
  it("opens only through the proctoring tool: checks, a redeemed start token, the exam, its end, and the tool's verdicts", async () => {
    const exam = ids.aw['c1-exam']!;
    const early = await app.inject({
      method: 'POST',
      url: LtiPaths.resourceLink(ids.run),
      headers: learner,
      payload: { activityWorkflowIds: [exam] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.reason).toEqual(['proctoringNotStarted']);

    const checks = await launchInBrowser(exam, 'LtiStartProctoring');
    expect(checks.status, checks.html).toBe(200);
    expect(checks.html).toContain('Proctored exam');
    expect(checks.html).toMatch(/30 minutes/);
    expect(await sessionOf(exam)).toEqual({ state: 'Created', attempt_number: 1 });
    const confirmed = await (
      await postForm(`${tool.url}/start-assessment`, { session: field(checks.html, 'session')!, confirm: 'yes' })
    ).text();
    const startUrl = formAction(confirmed)!;
    expect(startUrl).toBe(`${portal}${LtiPaths.startAssessment}`);
    const jwt = field(confirmed, 'JWT')!;

    // Another learner's browser cannot redeem Ann's start token.
    const { jar: cyJar } = await signIn(app, 'cy@lti.test', PASSWORD);
    const stolen = await postForm(startUrl, { JWT: jwt }, { cookie: cyJar.header() });
    expect(stolen.status).toBe(403);
    expect(await sessionOf(exam)).toMatchObject({ state: 'Created' });

    // The same message again (its nonce is spent): refused, the token still unused… then a fresh message from the tool works once.
    const again = await postForm(startUrl, { JWT: jwt }, { cookie: learner.cookie! });
    expect(again.status).toBe(400);
    const fresh = field(
      await (await postForm(`${tool.url}/start-assessment`, { session: field(checks.html, 'session')!, confirm: 'yes' })).text(),
      'JWT',
    )!;
    const started = await postForm(startUrl, { JWT: fresh }, { cookie: learner.cookie! });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toMatch(
      new RegExp(`^/learn/courses/proctor/${ids.objective}/[0-9a-f-]+\\?inProctoringIframe=1$`),
    );
    expect(await sessionOf(exam)).toMatchObject({ state: 'InProgress' });
    const replay = await postForm(startUrl, { JWT: fresh }, { cookie: learner.cookie! });
    expect(replay.status).toBe(400);

    // The exam itself, then its end.
    const quiz = await launchInBrowser(exam);
    expect(quiz.status, quiz.html).toBe(200);
    expect(await submitQuiz(quiz.html)).toMatch(/You scored/);
    expect(await sessionOf(exam)).toMatchObject({ state: 'Completed' });
    const end = await launchInBrowser(exam, 'LtiEndAssessment');
    expect(end.html).toContain('The exam has ended');

    // The proctor's verdicts through the Assessment Control Service.
    const verdict = async (action: string) => {
      const list = await (await fetch(`${tool.url}/proctoring`)).text();
      const path = new RegExp(`action="(/proctoring/[^"]+/${action})"`).exec(list)?.[1];
      expect(path, list).toBeDefined();
      await postForm(`${tool.url}${path}`, {});
    };
    await verdict('flag');
    expect(await sessionOf(exam)).toMatchObject({ state: 'Suspicious' });
    const blocked = await app.inject({
      method: 'POST',
      url: LtiPaths.resourceLink(ids.run),
      headers: learner,
      payload: { activityWorkflowIds: [ids.aw['c1-manual']] },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors.reason).toEqual(['proctoringBlocked']);
    await verdict('verify');
    expect(await sessionOf(exam)).toMatchObject({ state: 'Verified' });
    const lifted = await app.inject({
      method: 'POST',
      url: LtiPaths.resourceLink(ids.run),
      headers: learner,
      payload: { activityWorkflowIds: [ids.aw['c1-manual']] },
    });
    expect(lifted.json().errors.reason).not.toEqual(['proctoringBlocked']);
  });
});
