import type { Db } from '../../db/client.ts';
import { applyPackageResult } from '../../lifecycle/apply-package-result.ts';
import type { SessionRow } from './cmi5-repository.ts';
import type { PackageResult } from '@lp/domain';

/**
 * Hands a satisfied AU's result to the lifecycle (applyPackageResult): moveOn decides
 * completion (decision 0083), so an AU that is not yet satisfied — failed where it must
 * pass, passed where it must also complete — leaves the activity in progress and the
 * learner may launch it again. Once satisfied, each further verdict (a score after a
 * completion) updates the record.
 */
export async function tellLifecycle(db: Db, session: SessionRow, result: PackageResult, now: Date) {
  if (!result.completed) return;
  const [attempt] = await db.query<{ objective_workflow_id: string; max_score: number }>(
    `SELECT aw.objective_workflow_id, a.max_score FROM activity_workflows aw JOIN activities a ON a.id = aw.activity_id WHERE aw.id = $1`,
    [session.activity_workflow_id],
  );
  if (!attempt) return;
  await applyPackageResult(db, {
    tenantId: session.tenant_id,
    attempt: {
      activity_workflow_id: session.activity_workflow_id,
      objective_workflow_id: attempt.objective_workflow_id,
      user_id: session.user_id,
    },
    activityId: session.activity_id,
    activityMaxScore: attempt.max_score,
    result,
    now,
  });
}
