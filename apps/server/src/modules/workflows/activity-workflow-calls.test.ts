import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS, type ActivityTreeNode, type ActivityWorkflowView } from '@lp/contract';
import { flattenTree, WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { treeInBothViews } from '../../../test/tree-views.ts';

/**
 * doc 1 §7 "Workflow calls shared with the course area": saving an activity's progress
 * (PUT …/activity-workflows/{aw}) and one activity's aggregate in a run, on the demo's runs.
 * Each test works on its own run or activity, so the order they run in does not matter.
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

interface RunIds {
  objectiveId: string;
  ow: string;
  /** The activity workflow of the item, when the run has one. */
  aw: string | null;
  activityId: string;
  partId: string;
}

/** A demo learner's last run of a course and one of its items by import id (e.g. 'prv-101.sharing'). */
async function runOf(code: string, item: string, email = 'learner@demo.test'): Promise<RunIds> {
  const [row] = await demo.db.query<RunIds>(
    `SELECT o.id AS "objectiveId", w.id AS ow, act.id AS "activityId", p.id AS "partId",
            (SELECT aw.id FROM activity_workflows aw WHERE aw.objective_workflow_id = w.id AND aw.activity_id = act.id ORDER BY aw.started DESC LIMIT 1) AS aw
       FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
       JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
       JOIN activities act ON act.external_id = $2 JOIN activity_parts p ON p.child_activity_id = act.id
      WHERE o.code = $1 AND u.email = $3`,
    [code, item, email],
  );
  if (!row) throw new Error(`no run of ${code} with ${item} for ${email}`);
  return row;
}

/** What is stored for an activity workflow: what a later answer is made of. */
const stored = async (aw: string) =>
  (
    await demo.db.query<{ state: number; progress: number; data: Record<string, unknown> }>(
      'SELECT state, progress, data FROM activity_workflows WHERE id = $1',
      [aw],
    )
  )[0]!;
const workflowsOfPart = async (ow: string, partId: string) =>
  (
    await demo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_workflows WHERE objective_workflow_id = $1 AND activity_part_id = $2',
      [ow, partId],
    )
  )[0]!.n;

const save = (ids: { ow: string; aw: string }, payload: unknown, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ method: 'PUT', url: WORKFLOW_PATHS.updateActivityWorkflow(ids.ow, ids.aw), headers, payload: payload as object });
const aggregate = (ow: string, activityId: string, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ url: WORKFLOW_PATHS.activityWorkflowAggregate(ow, activityId), headers });
const treeNode = async (ow: string, partId: string, headers: Record<string, string> = demo.learner) => {
  const tree = await treeInBothViews(demo.app, ow, headers);
  return flattenTree<ActivityTreeNode>(tree.children).find((n) => n.node.id === partId)!.node;
};

describe('PUT an activity workflow: saving progress', () => {
  it('saves the progress of an activity in progress, and the table of contents and the aggregate show it', async () => {
    const sharing = await runOf('PRV-101', 'prv-101.sharing');
    const before = await treeNode(sharing.ow, sharing.partId);
    expect(before.childActivity.activityWorkflowAggregate!.lastActivityWorkflow).toMatchObject({
      id: sharing.aw,
      state: WorkflowState.inProgress,
      progress: 0.4,
    });

    const res = await save({ ow: sharing.ow, aw: sharing.aw! }, { progress: 0.75, data: { bookmark: 42 } });
    expect(res.statusCode).toBe(200);
    const view = res.json<ActivityWorkflowView>();
    expect(view).toEqual({ ...before.childActivity.activityWorkflowAggregate!.lastActivityWorkflow, progress: 0.75 });

    const after = await treeNode(sharing.ow, sharing.partId);
    expect(after.childActivity.activityWorkflowAggregate!.lastActivityWorkflow).toEqual(view);
    const agg = (await aggregate(sharing.ow, sharing.activityId)).json();
    expect(agg.lastActivityWorkflow).toEqual(view);
    expect((await stored(sharing.aw!)).data).toMatchObject({ bookmark: 42, position: { scroll: 0.5 } }); // the demo's position stays
  });

  it('a repeated PUT leaves the same state: one workflow, the same progress, the data merged not doubled', async () => {
    const handling = await runOf('PRV-101', 'prv-101.handling');
    const body = { progress: 0.5, data: { bookmark: 7, notes: ['a'] } };
    const answers = await Promise.all([
      save({ ow: handling.ow, aw: handling.aw! }, body),
      save({ ow: handling.ow, aw: handling.aw! }, body),
    ]);
    const again = await save({ ow: handling.ow, aw: handling.aw! }, body);
    expect([...answers, again].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set([...answers, again].map((r) => JSON.stringify(r.json()))).size).toBe(1);
    expect(await workflowsOfPart(handling.ow, handling.partId)).toBe(1);
    expect(await stored(handling.aw!)).toMatchObject({ progress: 0.5, data: { bookmark: 7, notes: ['a'] } });

    // Data alone keeps the progress; keys sent later replace theirs and keep the others.
    const dataOnly = await save({ ow: handling.ow, aw: handling.aw! }, { data: { bookmark: 9 } });
    expect(dataOnly.json().progress).toBe(0.5);
    expect((await stored(handling.aw!)).data).toEqual({ bookmark: 9, notes: ['a'] });
  });

  it('accepts the activityWorkflowIds the spec’s body includes', async () => {
    const root = await runOf('LNG-101', 'lng-101.greetings');
    const [rootAw] = await demo.db.query<{ id: string }>(
      'SELECT id FROM activity_workflows WHERE objective_workflow_id = $1 AND activity_part_id IS NULL',
      [root.ow],
    );
    const res = await save({ ow: root.ow, aw: rootAw!.id }, { progress: 0.4, activityWorkflowIds: [rootAw!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rootAw!.id, progress: 0.4 });
  });

  it.each([
    ['a progress above 1', { progress: 1.5 }, 'progress'],
    ['a negative progress', { progress: -0.1 }, 'progress'],
    ['a progress that is not a number', { progress: '0.5' }, 'progress'],
    ['data that is not an object', { data: ['x'] }, 'data'],
    ['an activityWorkflowIds entry that is not an id', { activityWorkflowIds: ['nope'] }, 'activityWorkflowIds'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_name, payload, field) => {
    const sharing = await runOf('PRV-101', 'prv-101.sharing');
    const before = await stored(sharing.aw!);
    const res = await save({ ow: sharing.ow, aw: sharing.aw! }, payload);
    expect(res.statusCode).toBe(400);
    // The field's message (an entry of a list is named with its index: activityWorkflowIds.0).
    const named = Object.keys(res.json().errors).find((key) => key === field || key.startsWith(`${field}.`));
    expect(res.json().errors[named!]?.[0]).toEqual(expect.any(String));
    expect(await stored(sharing.aw!)).toEqual(before);
  });

  it('refuses another learner, anonymous callers and a request without X-Requested-With, and changes nothing', async () => {
    const sharing = await runOf('PRV-101', 'prv-101.sharing');
    const ids = { ow: sharing.ow, aw: sharing.aw! };
    const before = await stored(sharing.aw!);
    // learner2 has a run of the same course: neither their own run with this workflow nor this run answers more than 404.
    const theirs = await runOf('PRV-101', 'prv-101.why', 'learner2@demo.test');
    for (const res of [
      await save(ids, { progress: 0.1 }, demo.learner2),
      await save({ ow: theirs.ow, aw: sharing.aw! }, { progress: 0.1 }, demo.learner2),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain(sharing.aw);
    }
    expect((await save(ids, { progress: 0.1 }, { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(401);
    const csrf = await save(ids, { progress: 0.1 }, { cookie: demo.learner.cookie! });
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json().code).toBe('missingRequestedWith');
    expect(await stored(sharing.aw!)).toEqual(before);
  });

  it('answers 404 for an unknown run or activity workflow, 400 for a malformed id', async () => {
    const sharing = await runOf('PRV-101', 'prv-101.sharing');
    expect((await save({ ow: sharing.ow, aw: randomUUID() }, { progress: 0.1 })).statusCode).toBe(404);
    expect((await save({ ow: randomUUID(), aw: sharing.aw! }, { progress: 0.1 })).statusCode).toBe(404);
    // A workflow of the learner's other run is not one of this run's.
    const other = await runOf('LNG-101', 'lng-101.greetings');
    expect((await save({ ow: other.ow, aw: sharing.aw! }, { progress: 0.1 })).statusCode).toBe(404);
    const malformed = await save({ ow: sharing.ow, aw: 'not-an-id' }, { progress: 0.1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('aw');
  });

  it('refuses to change a finished activity (409) and keeps its result', async () => {
    const principles = await runOf('PRV-101', 'prv-101.principles');
    const res = await save({ ow: principles.ow, aw: principles.aw! }, { progress: 0.2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.general[0]).toMatch(/no longer in progress/);
    expect(await stored(principles.aw!)).toMatchObject({ state: WorkflowState.finished, progress: 1 });
  });

  it('refuses to save on a run handed in (409), even for an activity still open in it', async () => {
    const wel = await runOf('WEL-101', 'wel-101.noticing');
    const started = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.startActivityWorkflows,
      headers: demo.learner,
      payload: { objectiveWorkflowId: wel.ow, activityPartIds: [wel.partId] },
    });
    const aw = started.json().data[0].id as string;
    expect((await save({ ow: wel.ow, aw }, { progress: 0.5 })).statusCode).toBe(200);
    const submitted = await demo.app.inject({
      method: 'POST',
      url: WORKFLOW_PATHS.submitObjectiveWorkflows,
      headers: { ...demo.learner, prefer: 'respond-sync' },
      payload: { id: wel.ow },
    });
    expect(submitted.statusCode).toBe(200);
    const res = await save({ ow: wel.ow, aw }, { progress: 0.9 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.general[0]).toMatch(/no longer in progress/);
    expect((await stored(aw)).progress).toBe(0.5);
  });

  it('refuses an activity its lock closed (grace period over) with the reason code', async () => {
    const evacuation = await runOf('FW-210', 'fw-210.evacuation');
    expect((await treeNode(evacuation.ow, evacuation.partId)).childActivity.activityWorkflowAggregate!.lastActivityWorkflow!.state).toBe(
      WorkflowState.inProgress,
    );
    const res = await save({ ow: evacuation.ow, aw: evacuation.aw! }, { progress: 0.9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toEqual(['afterGracePeriodUntil']);
    expect((await stored(evacuation.aw!)).progress).toBe(0.6);
  });

  it('refuses a run blocked by its proctoring session, and saves on one whose session is allowed', async () => {
    const blocked = await runOf('ETH-300', 'eth-300.exam', 'learner2@demo.test');
    const res = await save({ ow: blocked.ow, aw: blocked.aw! }, { progress: 0.9 }, demo.learner2);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.reason).toEqual(['proctoringBlocked']);
    expect((await stored(blocked.aw!)).progress).toBe(0.4);

    const sitting = await runOf('ISC-210', 'isc-210.exam', 'learner2@demo.test');
    const ok = await save({ ow: sitting.ow, aw: sitting.aw! }, { progress: 0.5 }, demo.learner2);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().progress).toBe(0.5);
  });
});

describe('GET an activity’s workflow aggregate in a run', () => {
  it('answers the last workflow of an activity in progress, with no record yet', async () => {
    const lesson = await runOf('FW-210', 'fw-210.science');
    const res = await aggregate(lesson.ow, lesson.activityId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      activityId: lesson.activityId,
      lastActivityWorkflow: {
        id: lesson.aw,
        state: WorkflowState.inProgress,
        progress: 0.3,
        started: expect.any(String),
        submitted: null,
        finished: null,
      },
      bestActivityRecord: null,
    });
  });

  it('answers the best record of a finished assessment, as the table of contents shows it', async () => {
    const assessment = await runOf('SEC-101', 'sec-101.assessment');
    const res = (await aggregate(assessment.ow, assessment.activityId)).json();
    expect(res.lastActivityWorkflow).toMatchObject({ id: assessment.aw, state: WorkflowState.finished, finished: expect.any(String) });
    expect(res.bestActivityRecord).toEqual({ passed: false, normalizedScore: 0.6 });
    expect((await treeNode(assessment.ow, assessment.partId)).childActivity.activityWorkflowAggregate).toEqual({
      lastActivityWorkflow: res.lastActivityWorkflow,
      bestActivityRecord: res.bestActivityRecord,
    });
  });

  it('withholds the result while the course’s grade is not revealed yet (AfterDate in a week), keeping that it is done', async () => {
    const reflection = await runOf('DIV-101', 'div-101.reflection');
    const res = await aggregate(reflection.ow, reflection.activityId);
    expect(res.json().lastActivityWorkflow.state).toBe(WorkflowState.finished);
    expect(res.json().bestActivityRecord).toEqual({ passed: null, normalizedScore: null });
    expect(res.body).not.toContain('0.875');
  });

  it('answers nulls for an activity of the course not started in this run', async () => {
    const dilemma = await runOf('PRV-101', 'prv-101.dilemma');
    expect(dilemma.aw).toBeNull();
    const res = await aggregate(dilemma.ow, dilemma.activityId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ activityId: dilemma.activityId, lastActivityWorkflow: null, bestActivityRecord: null });
  });

  it('refuses another learner, unknown runs and activities, malformed ids and anonymous callers', async () => {
    const assessment = await runOf('SEC-101', 'sec-101.assessment');
    const theirs = await aggregate(assessment.ow, assessment.activityId, demo.learner2);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(assessment.aw);
    expect((await aggregate(randomUUID(), assessment.activityId)).statusCode).toBe(404);
    expect((await aggregate(assessment.ow, randomUUID())).statusCode).toBe(404);
    // An activity of another course is not one of this run's.
    const elsewhere = await runOf('PRV-101', 'prv-101.sharing');
    expect((await aggregate(assessment.ow, elsewhere.activityId)).statusCode).toBe(404);
    expect((await aggregate('not-an-id', assessment.activityId)).statusCode).toBe(400);
    expect((await aggregate(assessment.ow, 'not-an-id')).json().errors).toHaveProperty('activityId');
    expect((await aggregate(assessment.ow, assessment.activityId, {})).statusCode).toBe(401);
  });
});
