import { describe, expect, it } from 'vitest';
import { WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../test/setup-test-app.ts';
import { applyPackageResult, type PackageResultInput } from './apply-package-result.ts';

const demo = setupTestApp();

/** An activity run of the demo learner still in progress, in a course run in progress. */
async function openAttempt(skip = 0) {
  const rows = await demo.db.query<{ tenant_id: string; aw: string; ow: string; user_id: string; activity_id: string; other_user: string }>(
    `SELECT aw.tenant_id, aw.id AS aw, w.id AS ow, w.user_id, aw.activity_id,
            (SELECT id FROM users WHERE id <> w.user_id AND tenant_id = w.tenant_id LIMIT 1) AS other_user
       FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
      WHERE u.email = 'learner@demo.test' AND aw.state = $1 AND w.state = $1
        AND NOT EXISTS (SELECT 1 FROM activity_records r WHERE r.activity_workflow_id = aw.id)
      ORDER BY aw.id`,
    [WorkflowState.inProgress],
  );
  const row = rows[skip]!;
  const input = (result: PackageResultInput['result'], userId = row.user_id): PackageResultInput => ({
    tenantId: row.tenant_id,
    attempt: { activity_workflow_id: row.aw, objective_workflow_id: row.ow, user_id: userId },
    activityId: row.activity_id,
    activityMaxScore: 10,
    result,
    now: new Date(),
  });
  const state = async () =>
    (
      await demo.db.query<{ state: WorkflowState; score: number | null; passed: boolean | null; records: number }>(
        `SELECT aw.state, r.score, r.passed, (SELECT count(*)::int FROM activity_records x WHERE x.activity_workflow_id = aw.id) AS records
           FROM activity_workflows aw LEFT JOIN activity_records r ON r.activity_workflow_id = aw.id WHERE aw.id = $1`,
        [row.aw],
      )
    )[0]!;
  return { row, input, state };
}

describe('a package result moves the learner’s activity (issue 34)', () => {
  it('finishes the activity with its score once, and a repeat or an unfinished report changes nothing', async () => {
    const { input, state } = await openAttempt();
    expect(await applyPackageResult(demo.db, input({ completed: false, passed: null, scaledScore: 0.9 }))).toBe(false);
    expect(await state()).toMatchObject({ state: WorkflowState.inProgress, records: 0 });
    expect(await applyPackageResult(demo.db, input({ completed: true, passed: true, scaledScore: 0.8 }))).toBe(true);
    expect(await state()).toEqual({ state: WorkflowState.finished, score: 8, passed: true, records: 1 });
    expect(await applyPackageResult(demo.db, input({ completed: true, passed: true, scaledScore: 0.8 }))).toBe(false);
    expect(await applyPackageResult(demo.db, input({ completed: false, passed: null, scaledScore: null }))).toBe(false);
    expect(await state()).toEqual({ state: WorkflowState.finished, score: 8, passed: true, records: 1 });
  });

  it("changes nothing for another learner's attempt, or once the run is handed in", async () => {
    const { row, input, state } = await openAttempt(1);
    expect(await applyPackageResult(demo.db, input({ completed: true, passed: true, scaledScore: 1 }, row.other_user))).toBe(false);
    expect(await state()).toMatchObject({ state: WorkflowState.inProgress, records: 0 });
    await demo.db.query('UPDATE objective_workflows SET state = $2 WHERE id = $1', [row.ow, WorkflowState.inGrading]);
    try {
      expect(await applyPackageResult(demo.db, input({ completed: true, passed: true, scaledScore: 1 }))).toBe(false);
      expect(await state()).toMatchObject({ state: WorkflowState.inProgress, records: 0 });
    } finally {
      await demo.db.query('UPDATE objective_workflows SET state = $2 WHERE id = $1', [row.ow, WorkflowState.inProgress]);
    }
  });
});
