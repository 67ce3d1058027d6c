import type { ActivityRecordView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';

/** The results of a run's activities (one activity's, given its id), newest first, as stored: withholding is the caller's. */
export async function listActivityRecords(
  db: Queryable,
  objectiveWorkflowId: string,
  activityId: string | undefined,
): Promise<ActivityRecordView[]> {
  const rows = await db.query<Omit<ActivityRecordView, 'finished'> & { finished: Date | null }>(
    `SELECT r.id, r.activity_workflow_id AS "activityWorkflowId", r.activity_id AS "activityId", r.score, r.max_score AS "maxScore",
            r.normalized_score AS "normalizedScore", r.passed, r.finished
       FROM activity_records r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id
      WHERE aw.objective_workflow_id = $1 AND ($2::uuid IS NULL OR r.activity_id = $2) ORDER BY r.created_at DESC`,
    [objectiveWorkflowId, activityId ?? null],
  );
  return rows.map((r) => ({ ...r, finished: iso(r.finished) }));
}
