import { randomUUID } from 'node:crypto';
import { getFinishBlockers, getRunProgress, isWaitingForGrading, scoreRun, WorkflowState } from '@lp/domain';
import type { ActivityTreeNode } from '@lp/contract';
import { HttpError } from '../lib/http-error.ts';
import type { CommandContext } from '../commands/command-bus.ts';
import { loadRunTree } from '../data/run-tree/run-tree.ts';
import { issueCertificateIfEarned } from './issue-certificate.ts';
import type { WorkflowRow } from '../data/course-states.ts';
import { loadGradingScale } from '../data/grading-scales.ts';
import { workflowView } from '../data/workflow-view.ts';

/**
 * Hands a run in (doc 2 §4 Submitting): it gets a result at once, or waits for an
 * instructor in `inGrading` when an activity needs manual grading — its record then has
 * `finished` set and `passed` null (doc 1 §4 Result reading). With `checkBlockers`
 * (finishing a course) the blockers of doc 2 §8 refuse it.
 */
export async function completeRun(w: WorkflowRow, ctx: CommandContext, options: { checkBlockers: boolean; recordId?: string }) {
  const { tx, tenantId, now } = ctx;
  const run = await loadRunTree(tx, tenantId, w.id, now);
  if (options.checkBlockers) refuseIfBlocked(run.tree);
  const waitingForGrader = isWaitingForGrading(run.tree, {
    partIds: run.manualGrading,
    root: { manualGrading: run.rootManualGrading, hasRecord: run.rootHasRecord },
  });
  const scale = await loadGradingScale(tx, run.gradingScaleId);
  const recordId = options.recordId ?? randomUUID();
  const progress = getRunProgress(run.tree);
  if (waitingForGrader) {
    await tx.query(
      `INSERT INTO objective_records (id, tenant_id, objective_workflow_id, user_id, objective_id, score, max_score, normalized_score, grade, passed, finished, progress)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, NULL, NULL, NULL, $7, $8)`,
      [recordId, tenantId, w.id, w.user_id, w.objective_id, scale?.maxScore ?? 1, now, progress],
    );
    await tx.query(`UPDATE objective_workflows SET state = $2, submitted = $3, progress = $4, objective_record_id = $5 WHERE id = $1`, [
      w.id,
      WorkflowState.inGrading,
      now,
      progress,
      recordId,
    ]);
  } else {
    const result = scoreRun(run.scoringTree, scale);
    await tx.query(
      `INSERT INTO objective_records (id, tenant_id, objective_workflow_id, user_id, objective_id, score, max_score, normalized_score, grade, passed, finished, progress)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        recordId,
        tenantId,
        w.id,
        w.user_id,
        w.objective_id,
        result.score,
        result.maxScore,
        result.normalizedScore,
        result.grade,
        result.passed,
        now,
        progress,
      ],
    );
    await tx.query(
      `UPDATE objective_workflows SET state = $2, submitted = $3, finished = $3, progress = $4, objective_record_id = $5 WHERE id = $1`,
      [w.id, WorkflowState.finished, now, progress, recordId],
    );
    if (result.passed) await issueCertificateIfEarned(tx, { tenantId, userId: w.user_id, objectiveId: w.objective_id, recordId, now });
  }
  await tx.query('UPDATE objective_workflow_aggregates SET last_objective_record_id = $1 WHERE id = $2', [recordId, w.aggregate_id]);
  return workflowView(tx, w.id);
}

function refuseIfBlocked(tree: ActivityTreeNode[]) {
  const blockers = getFinishBlockers(tree);
  if (blockers.canFinish) return;
  const names = (nodes: readonly ActivityTreeNode[]) => nodes.map((n) => n.childActivity.name);
  throw new HttpError(400, 'badRequest', 'Unable to finish the course/module.', {
    incompleteMandatory: names(blockers.incompleteMandatory),
    inGrading: names(blockers.inGrading),
    improvableScores: names(blockers.improvableScores),
    incompleteOptional: names(blockers.incompleteOptional),
  });
}
