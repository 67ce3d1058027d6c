import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS, LIST_PATHS, PROCTORING_PATHS, WORKFLOW_PATHS, type CourseDetails, type ProctoringSessionView } from '@lp/contract';
import { getVisibleActions, isProctoringBlocked, ProctoringSessionState, type ContentState, type ContentType } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { startTokenHash } from '../../lifecycle/proctoring-start-token.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2', 'instructor'] });

/** The learner's last run of a course and the activity workflow of one of its items (e.g. 'prv-101.sharing'). */
async function runOf(code: string, item: string) {
  const [row] = await demo.db.query<{ objective_id: string; aggregate_id: string; ow: string; aw: string; part: string | null }>(
    `SELECT o.id AS objective_id, a.id AS aggregate_id, w.id AS ow, aw.id AS aw, aw.activity_part_id AS part
       FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
       JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id JOIN activities act ON act.id = aw.activity_id
      WHERE o.code = $1 AND u.email = 'learner@demo.test' AND act.external_id = $2`,
    [code, item],
  );
  return row!;
}
const partOf = async (item: string) =>
  (
    await demo.db.query<{ id: string }>(
      `SELECT p.id FROM activity_parts p JOIN activities c ON c.id = p.child_activity_id WHERE c.external_id = $1`,
      [item],
    )
  )[0]!.id;

const record = (aw: string, state: string, headers = demo.instructor) =>
  demo.app.inject({ method: 'POST', url: PROCTORING_PATHS.recordSession(aw), headers, payload: { state } });
const details = async (objectiveId: string) =>
  (await demo.app.inject({ url: DETAILS_PATHS.courseDetails(objectiveId), headers: demo.learner })).json<CourseDetails>();
const sync = (headers: Record<string, string>) => ({ ...headers, prefer: 'respond-sync' });

describe('recording a proctoring session (instructor call)', () => {
  it('creates a session that becomes the activity workflow’s last one', async () => {
    const { aw } = await runOf('PRV-101', 'prv-101.handling');
    const res = await record(aw, ProctoringSessionState.Created);
    expect(res.statusCode).toBe(200);
    const session = res.json<ProctoringSessionView>();
    expect(session).toEqual({ id: expect.any(String), activityWorkflowId: aw, state: 'Created', created: expect.any(String) });
    const [row] = await demo.db.query<{ last: string }>('SELECT last_proctoring_session_id AS last FROM activity_workflows WHERE id = $1', [
      aw,
    ]);
    expect(row!.last).toBe(session.id);
  });

  it('is refused to learners, to anonymous callers and for bad input', async () => {
    const { aw } = await runOf('PRV-101', 'prv-101.handling');
    expect((await record(aw, 'Verified', demo.learner)).statusCode).toBe(403);
    expect((await record(aw, 'Verified', { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
    expect((await record(aw, 'Paused')).statusCode).toBe(400);
    expect((await record('not-a-uuid', 'Verified')).statusCode).toBe(400);
    expect((await record(randomUUID(), 'Verified')).statusCode).toBe(404);
  });
});

describe('GET last-proctoring-session', () => {
  it('answers the run’s owner with the last session, and the aggregate names it', async () => {
    const { objective_id, ow, aw } = await runOf('PRV-101', 'prv-101.sharing');
    await record(aw, ProctoringSessionState.Created);
    const last = (await record(aw, ProctoringSessionState.InProgress)).json<ProctoringSessionView>();
    const res = await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, aw), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(last);
    // 'sharing' is the run's latest activity workflow: the aggregate's lastActivityWorkflow (doc 2 §3).
    const aggregate = (await demo.app.inject({ url: LIST_PATHS.aggregateOfObjective(objective_id), headers: demo.learner })).json();
    expect(aggregate.lastActivityWorkflow).toEqual({ id: aw, state: 1, lastProctoringSessionId: last.id });
  });

  it('is a 404 for another learner’s run, an unknown id or a workflow without a session; 400 for malformed ids', async () => {
    const { ow, aw } = await runOf('PRV-101', 'prv-101.sharing');
    const { aw: none } = await runOf('PRV-101', 'prv-101.why');
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, aw), headers: demo.learner2 })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, randomUUID()), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(randomUUID(), aw), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, none), headers: demo.learner })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, 'nope'), headers: demo.learner })).statusCode).toBe(400);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.lastSession(ow, aw) })).statusCode).toBe(401);
  });
});

describe('GET last-proctoring-session/start-token', () => {
  it('issues a short-lived token bound to the session and the activity path, stored only as a hash', async () => {
    const { ow, aw, part } = await runOf('PRV-101', 'prv-101.sharing');
    const res = await demo.app.inject({
      url: PROCTORING_PATHS.startToken(ow, aw),
      query: { activityPathId: part! },
      headers: demo.learner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.activityPathId).toBe(part);
    const minutes = (new Date(body.expires).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const rows = await demo.db.query<{ token_hash: string; proctoring_session_id: string; activity_path_id: string }>(
      'SELECT token_hash, proctoring_session_id, activity_path_id FROM proctoring_start_tokens WHERE proctoring_session_id = $1',
      [body.proctoringSessionId],
    );
    expect(rows).toEqual([
      { token_hash: startTokenHash(body.token), proctoring_session_id: body.proctoringSessionId, activity_path_id: part },
    ]);
    const second = await demo.app.inject({ url: PROCTORING_PATHS.startToken(ow, aw), headers: demo.learner });
    expect(second.json().token).not.toBe(body.token);
    expect(second.json().activityPathId).toBeNull();
  });

  it('refuses another learner’s run (404), another activity’s path and malformed ids (400)', async () => {
    const { ow, aw } = await runOf('PRV-101', 'prv-101.sharing');
    expect((await demo.app.inject({ url: PROCTORING_PATHS.startToken(ow, aw), headers: demo.learner2 })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.startToken(ow, randomUUID()), headers: demo.learner })).statusCode).toBe(404);
    const other = await demo.app.inject({
      url: PROCTORING_PATHS.startToken(ow, aw),
      query: { activityPathId: await partOf('prv-101.why') },
      headers: demo.learner,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.activityPathId).toEqual(['notThisActivity']);
    expect(
      (await demo.app.inject({ url: PROCTORING_PATHS.startToken(ow, aw), query: { activityPathId: 'x' }, headers: demo.learner }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a session that is not allowed, and an activity no longer in progress', async () => {
    const { ow, aw } = await runOf('PRV-101', 'prv-101.handling');
    await record(aw, ProctoringSessionState.Terminated);
    const blocked = await demo.app.inject({ url: PROCTORING_PATHS.startToken(ow, aw), headers: demo.learner });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors.reason).toEqual(['proctoringBlocked']);
    await record(aw, ProctoringSessionState.Verified);
    const { ow: done, aw: finished } = await runOf('PRV-101', 'prv-101.principles');
    await record(finished, ProctoringSessionState.Verified);
    expect((await demo.app.inject({ url: PROCTORING_PATHS.startToken(done, finished), headers: demo.learner })).statusCode).toBe(409);
  });
});

describe('the proctoring block (doc 2 §4 Availability)', () => {
  it('the details carry the run’s latest session, and the domain reads the block from it', async () => {
    const { objective_id, aw } = await runOf('WEL-101', 'wel-101.breathing');
    expect((await details(objective_id)).lastProctoringSession).toBeNull();
    await record(aw, ProctoringSessionState.Rejected);
    const body = await details(objective_id);
    expect(body.lastProctoringSession).toMatchObject({ activityWorkflowId: aw, state: 'Rejected' });
    expect(isProctoringBlocked(body.lastProctoringSession)).toBe(true);
    const actions = getVisibleActions(
      {
        activity: {
          type: body.objective.activity.type as ContentType,
          state: body.objective.activity.state as ContentState,
          supportReview: body.objective.activity.supportReview,
        },
        access: {},
        lastObjectiveWorkflow: body.objectiveWorkflowAggregate!.lastObjectiveWorkflow as never,
        lastObjectiveRecord: null,
        proctoringBlocked: isProctoringBlocked(body.lastProctoringSession),
      },
      new Date(),
    );
    expect(actions).toMatchObject({ continue: false, notice: 'proctoringBlocked' });
  });

  it('refuses starting and finishing activities, submitting and finishing the blocked run; a later allowed session lifts it', async () => {
    const { objective_id, ow, aw } = await runOf('WEL-101', 'wel-101.breathing');
    await record(aw, ProctoringSessionState.Rejected);
    const [part] = (
      await demo.db.query<{ id: string }>(
        `SELECT p.id FROM activity_parts p JOIN activities c ON c.id = p.child_activity_id WHERE c.external_id LIKE 'wel-101.%' AND c.external_id <> 'wel-101.breathing' AND c.type <> 'composite' ORDER BY p.position`,
      )
    ).map((r) => r.id);
    const refused = [
      await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.startActivityWorkflows,
        headers: demo.learner,
        payload: { objectiveWorkflowId: ow, activityPartIds: [part] },
      }),
      await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.finishActivityWorkflows,
        headers: demo.learner,
        payload: { objectiveWorkflowId: ow, activityWorkflowIds: [aw] },
      }),
      await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.submitObjectiveWorkflows,
        headers: sync(demo.learner),
        payload: { id: ow },
      }),
      await demo.app.inject({
        method: 'POST',
        url: WORKFLOW_PATHS.finishObjectiveWorkflows,
        headers: sync(demo.learner),
        payload: { id: randomUUID(), objectiveWorkflowId: ow },
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(refused.map((r) => r.json().errors.reason)).toEqual(Array(4).fill(['proctoringBlocked']));
    expect(refused[0]!.json().errors.general[0]).toMatch(/proctoring session/);
    const [run] = await demo.db.query<{ state: number }>('SELECT state FROM objective_workflows WHERE id = $1', [ow]);
    expect(run!.state).toBe(1);

    await record(aw, ProctoringSessionState.Verified);
    expect((await details(objective_id)).lastProctoringSession?.state).toBe('Verified');
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startActivityWorkflows,
      headers: demo.learner,
      payload: { objectiveWorkflowId: ow, activityPartIds: [part] },
    });
    expect(started.statusCode).toBe(200);
  });

  it('blocks the demo’s second learner on ETH-300 (an imported Suspicious session)', async () => {
    const [eth] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'ETH-300'`);
    const body = (await demo.app.inject({ url: DETAILS_PATHS.courseDetails(eth!.id), headers: demo.learner2 })).json<CourseDetails>();
    expect(body.lastProctoringSession?.state).toBe('Suspicious');
    expect(body.objectiveWorkflowAggregate?.lastActivityWorkflow?.lastProctoringSessionId).toBe(body.lastProctoringSession?.id);
    // The demo learner's own attempt was verified: theirs is allowed, and another learner's verdict is not theirs.
    const own = (await details(eth!.id)).lastProctoringSession;
    expect(own?.state).toBe('Verified');
    expect(own?.id).not.toBe(body.lastProctoringSession?.id);
  });

  it('refuses starting the course again with the reason, and starts nothing', async () => {
    const { aggregate_id, aw } = await runOf('SEC-101', 'sec-101.assessment');
    await record(aw, ProctoringSessionState.Suspicious);
    const res = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startObjectiveWorkflows,
      headers: sync(demo.learner),
      payload: { objectiveWorkflowAggregateId: aggregate_id, id: randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toEqual(['proctoringBlocked']);
    const [runs] = await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM objective_workflows WHERE aggregate_id = $1', [
      aggregate_id,
    ]);
    expect(runs!.n).toBe(1);
  });
});
