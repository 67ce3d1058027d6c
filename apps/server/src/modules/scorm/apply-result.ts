import { getScormResult, type ScormResult } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { applyPackageResult } from '../../lifecycle/apply-package-result.ts';
import { readScormContent } from './scorm-content.ts';
import { findScormData, type ScormAttemptRow } from './scorm-repository.ts';

/** Enough rounds for commits racing each other; each round reads the newest kept data model. */
const MAX_ROUNDS = 3;

/**
 * Hands what the kept data model says to the lifecycle (applyPackageResult: the activity
 * workflow, its record, the run, the learner told), after the commit's transaction. It
 * reads the newest kept data model, not the request's, and reads again if another commit
 * landed meanwhile, so a slower request never leaves an older result behind.
 */
export async function applyScormResult(db: Db, tenantId: string, attempt: ScormAttemptRow, now: Date): Promise<void> {
  const content = readScormContent(attempt.content);
  if (!content) return;
  let seq = -1;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const kept = await findScormData(db, attempt.activity_workflow_id);
    if (!kept || kept.seq === seq) return;
    seq = kept.seq;
    const result: ScormResult = getScormResult(content.model, kept.cmi, content.criteria);
    await applyPackageResult(db, {
      tenantId,
      attempt: {
        activity_workflow_id: attempt.activity_workflow_id,
        objective_workflow_id: attempt.objective_workflow_id,
        user_id: attempt.user_id,
      },
      activityId: attempt.activity_id,
      activityMaxScore: attempt.max_score,
      result,
      now,
    });
  }
}
