import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, CHAT_PATHS } from '@lp/contract';
import type { Db } from '../src/db/client.ts';
import { applyScore } from '../src/lifecycle/apply-tool-score.ts';
import { importData } from '../src/modules/import/index.ts';
import { buildTestApp, signIn } from './app.ts';
import { createTestDb } from './db.ts';
import { EventStreamClient } from './event-stream-client.ts';
import { ltiFile, PASSWORD, toolKeys } from './lti-fixture.ts';

/**
 * A tool's score reaches its learner's open pages at once (issue 33 item 4, decision 0074):
 * an `activity-result` event with the course's and the run's ids, on that learner's own
 * stream only; the result itself is read again through the tree, which withholds it while
 * the reveal policy does — and the event never carries it.
 */
let db: Db;
let app: FastifyInstance;
let base = '';
const cookies: Record<string, string> = {};
const streams: EventStreamClient[] = [];

/** The fixture's course, plus one whose results are revealed only in 30 days (AfterDate). */
function file(keys: Parameters<typeof ltiFile>[0]) {
  const f = ltiFile(keys);
  f.courses.push({
    externalId: 'c2',
    name: 'Hidden results course',
    code: 'LTI-2',
    activities: [
      { externalId: 'c2-root', type: 'composite', name: 'Hidden results course', parts: [{ activity: 'c2-quiz' }] },
      { externalId: 'c2-quiz', type: 'lti', name: 'Hidden quiz', toolUrl: 'https://tool.test/launch', ltiTool: 'tool-a', maxScore: 10 },
    ] as never,
  });
  const enrolments = f.enrolments as Record<string, unknown>[];
  enrolments.push({ user: 'ann', course: 'c2', gradeRevealPolicy: 'AfterDate', gradeRevealDate: '+30d' });
  (f.workflows as Record<string, unknown>[]).push({
    externalId: 'ann-run-2',
    user: 'ann',
    course: 'c2',
    state: 'inProgress',
    started: '-1d',
    activities: [
      { activity: 'c2-root', state: 'inProgress', started: '-1d' },
      { activity: 'c2-quiz', state: 'inProgress', started: '-1h' },
    ],
  });
  return f;
}

interface Attempt {
  activity_workflow_id: string;
  objective_workflow_id: string;
  user_id: string;
  activity_id: string;
  objective_id: string;
}
async function attemptOf(email: string, activity: string): Promise<Attempt> {
  const [row] = await db.query<Attempt>(
    `SELECT aw.id AS activity_workflow_id, w.id AS objective_workflow_id, w.user_id, a.id AS activity_id, w.objective_id
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN users u ON u.id = w.user_id JOIN activities a ON a.id = aw.activity_id
      WHERE u.email = $1 AND a.external_id = $2`,
    [email, activity],
  );
  return row!;
}

/** What the tool's AGS call does once it is checked (grade-services.ts): 8 of 10, fully graded. */
async function toolScores(attempt: Attempt) {
  const [tool] = await db.query<{ id: string; tenant_id: string }>("SELECT id, tenant_id FROM lti_tools WHERE external_id = 'tool-a'");
  const { activity_id: activityId, objective_id: _objective, ...scored } = attempt;
  return applyScore(db, {
    tenantId: tool!.tenant_id,
    toolId: tool!.id,
    attempt: scored,
    activityId,
    activityMaxScore: 10,
    score: {
      userId: attempt.user_id,
      scoreGiven: 8,
      scoreMaximum: 10,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: new Date().toISOString(),
    },
    now: new Date(),
  });
}

async function stream(email: string) {
  const client = new EventStreamClient(base + CHAT_PATHS.events, { cookie: cookies[email]! });
  streams.push(client);
  await client.open();
  await client.waitFor((e) => e.event === CHAT_EVENTS.ready);
  return client;
}
const results = (s: EventStreamClient) => s.events.filter((e) => e.event === CHAT_EVENTS.activityResult);
const get = (url: string, email: string) => app.inject({ url, headers: { cookie: cookies[email]!, 'x-requested-with': 'XMLHttpRequest' } });
const treeOf = (run: string) => `/api/platform/v1/users/me/objective-workflows/${run}/activity-with-aggregates`;
const bestOf = (
  tree: { children: { childActivity: { name: string; activityWorkflowAggregate: { bestActivityRecord: unknown } } }[] },
  name: string,
) => tree.children.find((n) => n.childActivity.name === name)!.childActivity.activityWorkflowAggregate.bestActivityRecord;

beforeAll(async () => {
  db = await createTestDb();
  await importData(db, file({ a: (await toolKeys('a')).publicJwk, b: (await toolKeys('b')).publicJwk }));
  app = await buildTestApp(db);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of ['ann@lti.test', 'cy@lti.test']) cookies[email] = (await signIn(app, email, PASSWORD)).jar.header();
}, 60_000);
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app?.close();
  await db?.close();
});

describe('a tool score arriving (activity-result events)', () => {
  it("tells the run's own learner, with ids only, and no other learner", async () => {
    const ann = await stream('ann@lti.test');
    const cy = await stream('cy@lti.test');
    const quiz = await attemptOf('ann@lti.test', 'c1-quiz');
    expect(await toolScores(quiz)).toBe(true);
    const got = await ann.waitFor((e) => e.event === CHAT_EVENTS.activityResult);
    expect(JSON.parse(got.data)).toEqual({ objectiveId: quiz.objective_id, objectiveWorkflowId: quiz.objective_workflow_id });
    // Cy's own score reaches Cy: Cy's stream works, and has heard nothing of Ann's.
    const cyQuiz = await attemptOf('cy@lti.test', 'c1-quiz');
    await toolScores(cyQuiz);
    await cy.waitFor((e) => e.event === CHAT_EVENTS.activityResult);
    expect(results(cy).map((e) => JSON.parse(e.data))).toEqual([
      { objectiveId: cyQuiz.objective_id, objectiveWorkflowId: cyQuiz.objective_workflow_id },
    ]);
    expect(results(ann)).toHaveLength(1);
    // The tree read again shows the score where the policy reveals it.
    const tree = await get(treeOf(quiz.objective_workflow_id), 'ann@lti.test');
    expect(bestOf(tree.json(), 'Quiz')).toEqual({ passed: true, normalizedScore: 0.8 });
  });

  it("a proctored exam's score, sent by its tool the same way, tells its learner the same way", async () => {
    const ann = await stream('ann@lti.test');
    const exam = await attemptOf('ann@lti.test', 'c1-exam');
    expect(await toolScores(exam)).toBe(true);
    const got = await ann.waitFor((e) => e.event === CHAT_EVENTS.activityResult);
    expect(JSON.parse(got.data)).toEqual({ objectiveId: exam.objective_id, objectiveWorkflowId: exam.objective_workflow_id });
  });

  it('an old score sent again changes nothing and tells nobody', async () => {
    const ann = await stream('ann@lti.test');
    const quiz = await attemptOf('ann@lti.test', 'c1-quiz');
    const [tool] = await db.query<{ id: string; tenant_id: string }>("SELECT id, tenant_id FROM lti_tools WHERE external_id = 'tool-a'");
    const { activity_id: activityId, objective_id: _o, ...scored } = quiz;
    const stale = await applyScore(db, {
      tenantId: tool!.tenant_id,
      toolId: tool!.id,
      attempt: scored,
      activityId,
      activityMaxScore: 10,
      score: { userId: quiz.user_id, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: '2020-01-01T00:00:00Z' },
      now: new Date(),
    });
    expect(stale).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(results(ann)).toEqual([]);
  });

  it('withholds a score the reveal policy hides: not in the event, the tree, the details or the records', async () => {
    const ann = await stream('ann@lti.test');
    const quiz = await attemptOf('ann@lti.test', 'c2-quiz');
    await toolScores(quiz);
    const got = await ann.waitFor((e) => e.event === CHAT_EVENTS.activityResult);
    expect(JSON.parse(got.data)).toEqual({ objectiveId: quiz.objective_id, objectiveWorkflowId: quiz.objective_workflow_id });
    const tree = await get(treeOf(quiz.objective_workflow_id), 'ann@lti.test');
    expect(tree.statusCode).toBe(200);
    // Done, but neither the score nor the pass is told.
    expect(bestOf(tree.json(), 'Hidden quiz')).toEqual({ passed: null, normalizedScore: null });
    const details = await get(`/api/lms/v1/users/me/objectives/${quiz.objective_id}`, 'ann@lti.test');
    const records = await get(
      `/api/platform/v1/users/me/objective-workflows/${quiz.objective_workflow_id}/activities/${quiz.activity_id}/activity-records`,
      'ann@lti.test',
    );
    expect(records.statusCode).toBe(200);
    for (const answer of [got.data, tree.body, details.body, records.body]) {
      expect(answer).not.toMatch(/"(normalizedScore|score)":\s*0?\.?8\b/);
      expect(answer).not.toMatch(/"passed":\s*true/);
    }
    expect(details.json().objectiveAccess).toMatchObject({ gradeRevealPolicy: 'AfterDate', gradeRevealDate: expect.any(String) });
  });
});
