import { acceptsToolScore, getRunProgress, isRunInProgress, isWaitingForGrading, scoreRun, WorkflowState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { loadRunTree } from '../data/run-tree/run-tree.ts';
import { updateRunProgress } from './activity-workflows.ts';
import { issueCertificateIfEarned } from './issue-certificate.ts';
import { loadGradingScale } from '../data/grading-scales.ts';

/**
 * After a tool's grade changed an activity of a run (AGS score, decision 0019): a run in
 * progress gets its progress; a run handed in and waiting for grading gets its result as
 * soon as nothing waits any more — the same scoring as a run finished at once
 * (completeRun), on the record it was handed in with, and its certificate if passed.
 * Runs already graded or finished keep their result.
 */
export async function afterToolGrade(tx: Queryable, tenantId: string, objectiveWorkflowId: string, now: Date): Promise<void> {
  const [w] = await tx.query<{ state: WorkflowState; user_id: string; objective_id: string; objective_record_id: string | null }>(
    'SELECT state, user_id, objective_id, objective_record_id FROM objective_workflows WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [objectiveWorkflowId, tenantId],
  );
  if (!w || !acceptsToolScore(w.state)) return;
  const run = await loadRunTree(tx, tenantId, objectiveWorkflowId, now);
  const progress = getRunProgress(run.tree);
  if (isRunInProgress(w.state) || !w.objective_record_id) {
    await updateRunProgress(tx, objectiveWorkflowId, progress);
    return;
  }
  if (
    isWaitingForGrading(run.tree, {
      partIds: run.manualGrading,
      root: { manualGrading: run.rootManualGrading, hasRecord: run.rootHasRecord },
    })
  )
    return;
  const result = scoreRun(run.scoringTree, await loadGradingScale(tx, run.gradingScaleId));
  await tx.query(
    'UPDATE objective_records SET score = $2, max_score = $3, normalized_score = $4, grade = $5, passed = $6, progress = $7 WHERE id = $1',
    [w.objective_record_id, result.score, result.maxScore, result.normalizedScore, result.grade, result.passed, progress],
  );
  await tx.query('UPDATE objective_workflows SET state = $2, finished = $3, progress = $4 WHERE id = $1', [
    objectiveWorkflowId,
    WorkflowState.finished,
    now,
    progress,
  ]);
  if (result.passed)
    await issueCertificateIfEarned(tx, { tenantId, userId: w.user_id, objectiveId: w.objective_id, recordId: w.objective_record_id, now });
}

/**
 * A team member's activity workflow of a team activity in their run, made when a tool's
 * grade for the team reaches them before they opened it themselves (decision 0020, 0021).
 */
export async function openActivityWorkflowFor(
  tx: Queryable,
  w: { tenantId: string; runId: string; partId: string; activityId: string; now: Date },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO activity_workflows (id, tenant_id, objective_workflow_id, activity_part_id, activity_id, state, started)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6) RETURNING id`,
    [w.tenantId, w.runId, w.partId, w.activityId, WorkflowState.inProgress, w.now],
  );
  return row!.id;
}
