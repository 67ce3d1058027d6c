import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIST_PATHS, WORKFLOW_PATHS, type AggregateSummary, expandActivityTree } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { refreshAggregates } from '../import/index.ts';

/**
 * What the app writes into an aggregate as a learner works is what docs/import.md defines
 * it to be (Aggregates): the latest run, the latest result, and the latest activity run of
 * that latest run. After each change the pointers are compared with the import's own
 * computation of that definition (security issue 9, item 0: a retake of an LTI course
 * kept pointing at the finished run's activity).
 */
const demo = setupTestApp({ sessions: ['learner'] });

interface Pointers {
  last_objective_workflow_id: string | null;
  last_objective_record_id: string | null;
  last_activity_workflow_id: string | null;
}

const aggregateOf = async (code: string) => {
  const [row] = await demo.db.query<{ id: string; objective_id: string }>(
    `SELECT a.id, a.objective_id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id JOIN users u ON u.id = a.user_id
      WHERE o.code = $1 AND u.email = 'learner@demo.test'`,
    [code],
  );
  return row!;
};
const pointers = async (aggregateId: string) =>
  (
    await demo.db.query<Pointers>(
      'SELECT last_objective_workflow_id, last_objective_record_id, last_activity_workflow_id FROM objective_workflow_aggregates WHERE id = $1',
      [aggregateId],
    )
  )[0]!;

/** The pointers as written, then as the import's definition computes them from the same rows. */
async function expectPointersByDefinition(aggregateId: string): Promise<Pointers> {
  const written = await pointers(aggregateId);
  await refreshAggregates(demo.db, [aggregateId]);
  expect(written).toEqual(await pointers(aggregateId));
  return written;
}

const post = (url: string, payload: object) =>
  demo.app.inject({ method: 'POST', url, headers: { ...demo.learner, prefer: 'respond-sync' }, payload });
const start = (aggregateId: string) =>
  post(WORKFLOW_PATHS.startObjectiveWorkflows, { objectiveWorkflowAggregateId: aggregateId, id: randomUUID() });
const aggregateAnswer = async (objectiveId: string) =>
  (await demo.app.inject({ url: LIST_PATHS.aggregateOfObjective(objectiveId), headers: demo.learner })).json<AggregateSummary>();

describe('the aggregate follows the latest run (docs/import.md Aggregates)', () => {
  it.each([
    ['a retake of an LTI course points at the activity run it starts with', 'PHI-150', true],
    ['a new run after an imported result has no activity run yet', 'MH-120', false],
    ['a first start has no activity run yet', 'EML-110', false],
  ])('%s', async (_name, code, single) => {
    const { id: aggregateId, objective_id } = await aggregateOf(code);
    const res = await start(aggregateId);
    expect(res.statusCode).toBe(200);
    const run = res.json<{ id: string }>().id;
    expect((await expectPointersByDefinition(aggregateId)).last_objective_workflow_id).toBe(run);
    const last = (await aggregateAnswer(objective_id)).lastActivityWorkflow;
    if (!single) expect(last).toBeNull();
    else {
      const [own] = await demo.db.query<{ id: string }>('SELECT id FROM activity_workflows WHERE objective_workflow_id = $1', [run]);
      expect(last).toEqual({ id: own!.id, state: WorkflowState.inProgress, lastProctoringSessionId: null });
    }
  });

  it('a retake of a composite course: none until an activity starts, then that one; a hand-in keeps them as defined', async () => {
    const { id: aggregateId, objective_id } = await aggregateOf('SEC-101');
    const res = await start(aggregateId);
    expect(res.statusCode).toBe(200);
    const run = res.json<{ id: string }>().id;
    expect((await expectPointersByDefinition(aggregateId)).last_activity_workflow_id).toBeNull();
    expect((await aggregateAnswer(objective_id)).lastActivityWorkflow).toBeNull();

    const tree = expandActivityTree((await demo.app.inject({ url: WORKFLOW_PATHS.tree(run), headers: demo.learner })).json());
    const leaf = tree.children[0]!.childActivity.children![0]!;
    const started = await post(WORKFLOW_PATHS.startActivityWorkflows, { objectiveWorkflowId: run, activityPartIds: [leaf.id] });
    expect(started.statusCode).toBe(200);
    const activityRun = started.json<{ data: { id: string }[] }>().data[0]!.id;
    expect((await expectPointersByDefinition(aggregateId)).last_activity_workflow_id).toBe(activityRun);
    expect((await aggregateAnswer(objective_id)).lastActivityWorkflow?.id).toBe(activityRun);

    expect((await post(WORKFLOW_PATHS.submitObjectiveWorkflows, { id: run })).statusCode).toBe(200);
    await expectPointersByDefinition(aggregateId);
  });
});
