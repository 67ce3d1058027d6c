import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Cmi5Paths } from '@lp/contract/cmi5';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { Cmi5Verb, WorkflowState } from '@lp/domain';
import type { Db } from '../src/db/client.ts';
import { buildTestApp, buildTestContentApp, signIn } from './app.ts';
import { launchParametersOf, loadCmi5Library, openAuWindow, type Cmi5AuClass } from './cmi5-au-library.ts';
import { AU_IRI, CMI5_PASSWORD, COURSE_IRI, MASTERY, setUpCmi5Course, type Cmi5Fixture } from './cmi5-fixture.ts';
import { createTestDb } from './db.ts';

/**
 * Issue 34 item 3: a cmi5 AU played by @xapi/cmi5, a third-party AU library, against the
 * portal listening on a real port — launch, the one-time fetch, LMS.LaunchData, initialized,
 * completed, passed with a score, terminated — and the activity finished with its score.
 */
let db: Db;
let app: FastifyInstance;
let content: FastifyInstance;
let portal: string;
let fixture: Cmi5Fixture;
let learner: Record<string, string>;
let Cmi5: Cmi5AuClass;
let closeWindow: (() => void) | undefined;

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
  db = await createTestDb();
  fixture = await setUpCmi5Course(db, 'cmi5j', [
    { path: 'index.html', contentType: 'text/html', text: '<!doctype html><title>AU</title>' },
  ]);
  app = await buildTestApp(db, { publicUrl: portal });
  content = await buildTestContentApp(db, { publicUrl: portal });
  await app.listen({ port, host: '127.0.0.1' });
  learner = { cookie: (await signIn(app, 'ann@cmi5j.test', CMI5_PASSWORD)).jar.header(), 'x-requested-with': 'XMLHttpRequest' };
  Cmi5 = await loadCmi5Library();
}, 60_000);
afterAll(async () => {
  closeWindow?.();
  await app?.close();
  await content?.close();
  await db?.close();
});

async function launch(aw: string) {
  const res = await app.inject({ method: 'POST', url: Cmi5Paths.launch(fixture.runs.ann.ow, aw), headers: learner });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ url: string; launchMethod: string; launchMode: string; moveOn: string }>();
  closeWindow?.();
  closeWindow = openAuWindow(answer.url);
  return answer;
}

describe('a cmi5 AU played by @xapi/cmi5', () => {
  it('launches, reports completed and passed with a score, terminates — and the activity is finished with its score', async () => {
    const launched = await launch(fixture.runs.ann.quiz);
    expect(launched).toMatchObject({ launchMethod: 'AnyWindow', launchMode: 'Normal', moveOn: 'CompletedAndPassed' });
    // The AU's page is on the content origin, behind a launch token, with the package's own query kept.
    const url = new URL(launched.url);
    expect(url.pathname).toMatch(/^\/packages\/[^/]+\/index\.html$/);
    expect(url.searchParams.get('lang')).toBe('en');
    const page = await content.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>AU</title>');

    const params = launchParametersOf(launched.url);
    expect(params.endpoint).toBe(`${portal}/api/scorm/v1/xapi/`);
    expect(params.actor).toEqual({ objectType: 'Agent', account: { homePage: portal, name: expect.any(String) } });
    expect(JSON.stringify(params.actor)).not.toContain('@');
    expect(params.activityId).not.toBe(AU_IRI);

    const au = new Cmi5(params);
    await au.initialize();
    const launchData = au.getLaunchData();
    expect(launchData).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'CompletedAndPassed',
      masteryScore: MASTERY,
      launchParameters: 'level=2',
    });
    await au.complete();
    // CompletedAndPassed: completed alone does not satisfy the AU, so the activity is still being worked on.
    expect(await activityState(fixture.runs.ann.quiz)).toBe(WorkflowState.inProgress);
    await au.pass(0.9);
    await au.terminate();

    expect(await activityState(fixture.runs.ann.quiz)).toBe(WorkflowState.finished);
    const [record] = await db.query<{ score: number; normalized_score: number; passed: boolean }>(
      'SELECT score, normalized_score, passed FROM activity_records WHERE activity_workflow_id = $1',
      [fixture.runs.ann.quiz],
    );
    expect(record).toEqual({ score: 9, normalized_score: 0.9, passed: true });

    // The portal shows it: the learner's course tree carries the activity's result.
    const tree = await app.inject({ method: 'GET', url: WORKFLOW_PATHS.tree(fixture.runs.ann.ow), headers: learner });
    expect(tree.statusCode, tree.body).toBe(200);
    const quiz = findActivity(tree.json(), fixture.quizActivityId);
    const best = (quiz?.bestActivityRecord ??
      (quiz?.activityWorkflowAggregate as { bestActivityRecord?: unknown } | undefined)?.bestActivityRecord) as unknown;
    expect(best).toEqual({ passed: true, normalizedScore: 0.9 });

    // The LRS kept the AU's statements in order, after the portal's own launched.
    const verbs = await db.query<{ verb_id: string }>('SELECT verb_id FROM xapi_statements WHERE registration = $1 ORDER BY seq', [
      params.registration,
    ]);
    expect(verbs.map((v) => v.verb_id)).toEqual([
      Cmi5Verb.launched,
      Cmi5Verb.initialized,
      Cmi5Verb.completed,
      Cmi5Verb.passed,
      Cmi5Verb.satisfied,
      Cmi5Verb.terminated,
    ]);
    // The welcome AU is NotApplicable: with the quiz satisfied, the whole course is, and the LMS said so once (cmi5 §9.3.9).
    const [satisfied] = await db.query<{ statement: { object: { id: string; definition: { type: string } } } }>(
      `SELECT statement FROM xapi_statements WHERE registration = $1 AND verb_id = $2`,
      [params.registration, Cmi5Verb.satisfied],
    );
    expect(satisfied!.statement.object.definition.type).toBe('https://w3id.org/xapi/cmi5/activitytype/course');
    expect(satisfied!.statement.object.id).not.toBe(COURSE_IRI);
  });

  it('answers an AU page on the content origin only: the same AU on another origin cannot reach the LRS (CORS)', async () => {
    const launched = await launch(fixture.runs.ann.welcome);
    closeWindow?.();
    const elsewhere = new URL(launched.url);
    elsewhere.host = '127.0.0.2:9';
    closeWindow = openAuWindow(elsewhere.toString());
    await expect(new Cmi5(launchParametersOf(launched.url)).initialize()).rejects.toThrow();
  });

  it('hands out the auth token once: a second POST to the fetch URL gets cmi5 error code 1', async () => {
    const params = launchParametersOf((await launch(fixture.runs.ann.welcome)).url);
    const first = await fetch(params.fetch, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(Object.keys((await first.json()) as object)).toEqual(['auth-token']);
    const second = await fetch(params.fetch, { method: 'POST' });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ 'error-code': '1' });
    // An AU that fetched nothing more cannot initialize with @xapi/cmi5 either.
    await expect(new Cmi5(params).initialize()).rejects.toThrow();
  });

  it('a relaunch in the same registration abandons the session left open, and the next AU session plays on', async () => {
    const first = launchParametersOf((await launch(fixture.runs.ann.welcome)).url);
    const left = new Cmi5(first);
    await left.initialize();
    const second = launchParametersOf((await launch(fixture.runs.ann.welcome)).url);
    expect(second.registration).toBe(first.registration);
    // The abandoned session's token is over (cmi5 §9.3.6): the library's terminate is refused.
    await expect(left.terminate()).rejects.toThrow();
    const next = new Cmi5(second);
    await next.initialize();
    await next.terminate();
    const verbs = await db.query<{ verb_id: string }>(`SELECT verb_id FROM xapi_statements WHERE registration = $1 AND verb_id = $2`, [
      first.registration,
      Cmi5Verb.abandoned,
    ]);
    expect(verbs.length).toBeGreaterThanOrEqual(1);
  });
});

/** The tree's activity with this id, wherever it is (compact or full view). */
function findActivity(value: unknown, id: string): Record<string, unknown> | undefined {
  if (Array.isArray(value)) return value.map((v) => findActivity(v, id)).find(Boolean);
  if (typeof value !== 'object' || value === null) return undefined;
  const o = value as Record<string, unknown>;
  if (o.id === id && ('bestActivityRecord' in o || 'activityWorkflowAggregate' in o)) return o;
  return Object.values(o)
    .map((v) => findActivity(v, id))
    .find(Boolean);
}

async function activityState(aw: string) {
  const [row] = await db.query<{ state: WorkflowState }>('SELECT state FROM activity_workflows WHERE id = $1', [aw]);
  return row?.state;
}
