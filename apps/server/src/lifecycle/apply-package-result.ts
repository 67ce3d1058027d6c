import { acceptsPackageResult, packageResultEffect, type PackageResult, WorkflowState } from '@lp/domain';
import type { Db } from '../db/client.ts';
import { notifyActivityResult } from '../data/live-events.ts';
import { writeActivityRecord } from './activity-records.ts';
import { afterToolGrade } from './tool-grades.ts';

/** The learner's attempt a package reports on: the activity run and its course run. */
export interface PackageAttempt {
  activity_workflow_id: string;
  objective_workflow_id: string;
  user_id: string;
}

export interface PackageResultInput {
  tenantId: string;
  attempt: PackageAttempt;
  activityId: string;
  activityMaxScore: number;
  result: PackageResult;
  now: Date;
}

/**
 * A SCORM SCO's or a cmi5 AU's result for a learner's attempt (issue 34), in one
 * transaction: while the run can be worked on, the activity workflow moves as
 * packageResultEffect says, its one record carries the result, the run follows (progress,
 * or its result once nothing waits — afterToolGrade) and its learner is told. A result
 * that changes nothing (a repeated commit) writes nothing. Returns whether anything changed.
 */
export async function applyPackageResult(db: Db, input: PackageResultInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { attempt, now } = input;
    // The run before the activity: the order every writer of a run takes (apply-tool-score.ts).
    await tx.query('SELECT 1 FROM objective_workflows WHERE id = $1 FOR UPDATE', [attempt.objective_workflow_id]);
    const [aw] = await tx.query<{
      state: WorkflowState;
      run_state: WorkflowState;
      score: number | null;
      normalized_score: number | null;
      passed: boolean | null;
      has_record: boolean;
    }>(
      `SELECT aw.state, w.state AS run_state, r.score, r.normalized_score, r.passed, r.id IS NOT NULL AS has_record
         FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
         LEFT JOIN activity_records r ON r.activity_workflow_id = aw.id
        WHERE aw.id = $1 AND aw.tenant_id = $2 AND w.user_id = $3 FOR UPDATE OF aw`,
      [attempt.activity_workflow_id, input.tenantId, attempt.user_id],
    );
    if (!aw || !acceptsPackageResult(aw.run_state)) return false;
    const effect = packageResultEffect(input.result, aw.state, input.activityMaxScore);
    if (effect.kind === 'unchanged') return false;
    const { record } = effect;
    const same =
      aw.state === WorkflowState.finished &&
      aw.has_record &&
      aw.score === record.score &&
      aw.normalized_score === record.normalizedScore &&
      aw.passed === record.passed;
    if (same) return false;
    await tx.query(
      'UPDATE activity_workflows SET state = $2, submitted = COALESCE(submitted, $3), finished = COALESCE(finished, $3), progress = 1 WHERE id = $1',
      [attempt.activity_workflow_id, WorkflowState.finished, now],
    );
    await writeActivityRecord(
      tx,
      { tenantId: input.tenantId, activityId: input.activityId, activityWorkflowId: attempt.activity_workflow_id, now },
      record,
    );
    await afterToolGrade(tx, input.tenantId, attempt.objective_workflow_id, now);
    // The learner's other tabs and devices see it at once (decision 0074): ids only, sent at commit.
    await notifyActivityResult(tx, input.tenantId, [attempt.objective_workflow_id]);
    return true;
  });
}
