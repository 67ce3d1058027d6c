import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ScormPaths, type ScormLaunchAnswer } from '@lp/contract/scorm';
import { WorkflowState } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { importData } from '../import/index.ts';
import { buildTestApp, buildTestContentApp, signIn } from '../../../test/app.ts';
import { createTestDb } from '../../../test/db.ts';
import { installScormPackages, SCORM_PASSWORD, scormFile } from '../../../test/scorm-fixture.ts';

/**
 * The SCORM runtime's calls (issue 34 item 2, decision 0080): launch, commit, terminate,
 * with the data model kept in the database, resumed on relaunch, and the result moving the
 * activity workflow by the domain's rules.
 */
let db: Db;
let app: FastifyInstance;
let content: FastifyInstance;
const ann: Record<string, string> = {};
const cy: Record<string, string> = {};
const aw = { ann: {} as Record<string, string>, cy: {} as Record<string, string> };

beforeAll(async () => {
  db = await createTestDb();
  await importData(db, scormFile());
  await installScormPackages(db);
  app = await buildTestApp(db);
  content = await buildTestContentApp(db);
  for (const [who, headers] of [
    ['ann@scorm.test', ann],
    ['cy@scorm.test', cy],
  ] as const) {
    const { jar } = await signIn(app, who, SCORM_PASSWORD);
    Object.assign(headers, { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' });
  }
  const rows = await db.query<{ email: string; aw: string; external_id: string }>(
    `SELECT u.email, aw.id AS aw, a.external_id FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id WHERE a.type = 'scorm'`,
  );
  for (const r of rows) aw[r.email.startsWith('ann') ? 'ann' : 'cy'][r.external_id.replace('scorm.', '')] = r.aw;
}, 60_000);
afterAll(async () => {
  await content?.close();
  await app?.close();
  await db?.close();
});

const launch = async (id: string, headers = ann, server = app) => {
  const res = await server.inject({ method: 'POST', url: ScormPaths.launch(id), headers });
  return { status: res.statusCode, body: res.json() as ScormLaunchAnswer & { errors?: Record<string, string[]> } };
};
const commit = (id: string, body: object, headers = ann, terminate = false) =>
  app.inject({ method: 'POST', url: terminate ? ScormPaths.terminate(id) : ScormPaths.commit(id), headers, payload: body });

describe('launch', () => {
  it("answers the player on the content origin with a token, the version and the LMS's elements, ab-initio the first time", async () => {
    const { status, body } = await launch(aw.ann.sco12!);
    expect(status).toBe(200);
    expect(body.version).toBe('1.2');
    expect(body.launch).toBe('sco/index.html');
    expect(body.mode).toBe('normal');
    expect(body.cmi).toMatchObject({
      'cmi.core.entry': 'ab-initio',
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal',
      'cmi.core.student_name': 'Ann Lee',
      'cmi.student_data.mastery_score': '80',
    });
    const url = new URL(body.playerUrl);
    expect(url.origin).toBe(body.contentOrigin);
    const token = url.pathname.split('/')[3]!;
    const page = await content.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-portal-origin="http://localhost:3999"');
    expect(page.headers['set-cookie']).toBeUndefined();
    // The token opens the package's files: the SCO the player frames.
    const sco = await content.inject({ url: `/packages/${token}/sco/index.html` });
    expect(sco.statusCode).toBe(200);
    expect(sco.body).toContain('scanForAPI');
    const runtime = await content.inject({ url: '/scorm/runtime/scorm12.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('Scorm12API');
    expect((await content.inject({ url: '/scorm/player/not-a-token' })).statusCode).toBe(404);
    expect((await content.inject({ url: '/scorm/runtime/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it("is a 404 for another learner's attempt and for an unknown one", async () => {
    expect((await launch(aw.ann.sco12!, cy)).status).toBe(404);
    expect((await launch('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('commit and resume', () => {
  it('keeps location, suspend data and interactions, and a relaunch resumes with them, also on a new server process', async () => {
    const { body } = await launch(aw.ann['sco-a']!);
    expect(body.version).toBe('2004');
    expect(body.cmi['cmi.entry']).toBe('ab-initio');
    const data = {
      'cmi.location': 'page-7',
      'cmi.suspend_data': 'x'.repeat(60_000),
      'cmi.exit': 'suspend',
      'cmi.completion_status': 'incomplete',
      'cmi.interactions.0.id': 'q1',
      'cmi.interactions.0.type': 'choice',
      'cmi.interactions.0.learner_response': 'b',
      'cmi.objectives.0.id': 'obj-1',
      'cmi.objectives.0.success_status': 'passed',
    };
    const saved = await commit(aw.ann['sco-a']!, { sessionId: body.sessionId, seq: 1, cmi: data });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ seq: 1, applied: true });

    // "Restart": a new app on the same database reads everything from it.
    const restarted = await buildTestApp(db);
    try {
      const again = await launch(aw.ann['sco-a']!, ann, restarted);
      const { 'cmi.exit': _exit, ...kept } = data;
      expect(again.body.cmi).toMatchObject({ ...kept, 'cmi.entry': 'resume' });
      expect(again.body.cmi['cmi.exit']).toBeUndefined();
      expect(again.body.sessionId).not.toBe(body.sessionId);
    } finally {
      await restarted.close();
    }
  });

  it('a repeated or older sequence number changes nothing; commits racing each other keep the newest', async () => {
    const { body } = await launch(aw.ann['sco-b']!);
    const at = (seq: number) => ({ sessionId: body.sessionId, seq, cmi: { 'cmi.location': `at-${seq}` } });
    expect((await commit(aw.ann['sco-b']!, at(2))).json()).toMatchObject({ seq: 2, applied: true });
    expect((await commit(aw.ann['sco-b']!, at(2))).json()).toMatchObject({ seq: 2, applied: false });
    expect((await commit(aw.ann['sco-b']!, at(1))).json()).toMatchObject({ seq: 2, applied: false });
    const order = [7, 3, 10, 5, 4, 9, 6, 8];
    const answers = await Promise.all(order.map((seq) => commit(aw.ann['sco-b']!, at(seq))));
    expect(answers.map((a) => a.statusCode)).toEqual(order.map(() => 200));
    const [row] = await db.query<{ seq: number; cmi: Record<string, string> }>(
      'SELECT seq, cmi FROM scorm_attempts WHERE activity_workflow_id = $1',
      [aw.ann['sco-b']],
    );
    expect(row).toEqual({ seq: 10, cmi: { 'cmi.location': 'at-10' } });
  });

  it("refuses another learner's attempt as unknown, and a session a newer launch replaced with 409", async () => {
    const first = await launch(aw.ann['sco-b']!);
    const second = await launch(aw.ann['sco-b']!);
    const body = { sessionId: second.body.sessionId, seq: 1, cmi: { 'cmi.location': 'mine' } };
    expect((await commit(aw.ann['sco-b']!, body, cy)).statusCode).toBe(404);
    expect((await commit('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const stale = await commit(aw.ann['sco-b']!, { ...body, sessionId: first.body.sessionId });
    expect(stale.statusCode).toBe(409);
    expect((await commit(aw.ann['sco-b']!, body)).statusCode).toBe(200);
  });

  it('refuses what the standard does not allow with a 400 naming the element, and keeps nothing of it', async () => {
    const { body } = await launch(aw.cy.sco12!, cy);
    const send = (cmi: Record<string, unknown>) => commit(aw.cy.sco12!, { sessionId: body.sessionId, seq: 1, cmi }, cy);
    for (const [cmi, element, problem] of [
      [{ 'cmi.completion_status': 'completed' }, 'cmi.completion_status', 'unknownElement'],
      [{ 'cmi.core.lesson_status': 'done' }, 'cmi.core.lesson_status', 'wrongType'],
      [{ 'cmi.core.score.raw': 'eighty' }, 'cmi.core.score.raw', 'wrongType'],
      [{ 'cmi.core.lesson_location': 'x'.repeat(256) }, 'cmi.core.lesson_location', 'tooLong'],
      [{ 'cmi.suspend_data': 'x'.repeat(4097) }, 'cmi.suspend_data', 'tooLong'],
    ] as const) {
      const res = await send(cmi);
      expect(res.statusCode, element).toBe(400);
      expect(res.json().errors).toMatchObject({ [element]: [problem] });
    }
    expect((await send({ 'cmi.core.lesson_location': 5 })).statusCode).toBe(400);
    const [row] = await db.query<{ seq: number }>('SELECT seq FROM scorm_attempts WHERE activity_workflow_id = $1', [aw.cy.sco12]);
    expect(row!.seq).toBe(0);
  });
});

describe('the result', () => {
  const record = async (id: string) => {
    const [row] = await db.query<{ state: number; score: number | null; max_score: number; passed: boolean | null }>(
      `SELECT aw.state, r.score, r.max_score, r.passed FROM activity_workflows aw
         LEFT JOIN activity_records r ON r.activity_workflow_id = aw.id WHERE aw.id = $1`,
      [id],
    );
    return row!;
  };

  it('a 1.2 SCO passed with 85 of 100 finishes the activity with 8.5 of its 10 points', async () => {
    const { body } = await launch(aw.ann.sco12!);
    const cmi = { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.score.raw': '', 'cmi.core.exit': '' };
    await commit(aw.ann.sco12!, { sessionId: body.sessionId, seq: 1, cmi });
    expect((await record(aw.ann.sco12!)).score).toBeNull();
    const done = { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '85', 'cmi.core.score.max': '100', 'cmi.core.score.min': '0' };
    const res = await commit(aw.ann.sco12!, { sessionId: body.sessionId, seq: 2, cmi: done }, ann, true);
    expect(res.json()).toMatchObject({ applied: true });
    expect(await record(aw.ann.sco12!)).toMatchObject({ state: WorkflowState.finished, score: 8.5, max_score: 10, passed: true });
    // After Terminate the session is over: a late commit changes nothing.
    const late = await commit(aw.ann.sco12!, { sessionId: body.sessionId, seq: 3, cmi: { 'cmi.core.lesson_status': 'failed' } });
    expect(late.json()).toMatchObject({ applied: false });
    // A finished attempt opens again for review only: no credit, nothing kept.
    const review = await launch(aw.ann.sco12!);
    expect(review.body).toMatchObject({ mode: 'review' });
    expect(review.body.cmi).toMatchObject({
      'cmi.core.credit': 'no-credit',
      'cmi.core.lesson_mode': 'review',
      'cmi.core.lesson_status': 'passed',
    });
    expect((await commit(aw.ann.sco12!, { sessionId: review.body.sessionId, seq: 1, cmi: {} })).statusCode).toBe(409);
  });

  it('a 1.2 score under the mastery score fails the SCO whatever status it set (RTE 3.4.4)', async () => {
    const { body } = await launch(aw.cy.sco12!, cy);
    const cmi = { 'cmi.core.lesson_status': 'completed', 'cmi.core.score.raw': '70' };
    const res = await commit(aw.cy.sco12!, { sessionId: body.sessionId, seq: 1, cmi }, cy, true);
    expect(res.json()).toEqual({ seq: 1, applied: true, navigation: null });
    expect(await record(aw.cy.sco12!)).toMatchObject({ state: WorkflowState.finished, score: 7, passed: false });
  });
});

describe('2004 navigation requests at Terminate', () => {
  const terminateWith = async (id: string, navRequest: string) => {
    const { body } = await launch(id, cy);
    const res = await commit(id, { sessionId: body.sessionId, seq: 1, cmi: { 'cmi.exit': 'suspend' }, navRequest }, cy, true);
    expect(res.statusCode).toBe(200);
    return res.json().navigation;
  };
  const partOf = async (id: string) =>
    (await db.query<{ part: string }>('SELECT activity_part_id AS part FROM activity_workflows WHERE id = $1', [id]))[0]!.part;

  it('continue, previous and choice move between the package’s items in tree order; the exits go back to the course', async () => {
    expect(await terminateWith(aw.cy['sco-a']!, 'continue')).toEqual({ partId: await partOf(aw.cy['sco-b']!) });
    expect(await terminateWith(aw.cy['sco-b']!, 'previous')).toEqual({ partId: await partOf(aw.cy['sco-a']!) });
    expect(await terminateWith(aw.cy['sco-b']!, '{target=item-a}choice')).toEqual({ partId: await partOf(aw.cy['sco-a']!) });
    expect(await terminateWith(aw.cy['sco-a']!, 'previous')).toBeNull();
    expect(await terminateWith(aw.cy['sco-b']!, 'continue')).toEqual({ course: true });
    expect(await terminateWith(aw.cy['sco-a']!, 'exitAll')).toEqual({ course: true });
    expect(await terminateWith(aw.cy['sco-a']!, '_none_')).toBeNull();
  });
});
