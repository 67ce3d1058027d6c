import type { Queryable } from '../db/client.ts';

/** A result kept on an activity's record; null fields: the grader did not say. */
export interface ActivityRecordValues {
  score: number | null;
  maxScore: number | null;
  normalizedScore: number | null;
  passed: boolean | null;
}

/**
 * An activity workflow's one record of a grade from outside the portal (a tool's score, a
 * package's result), written or replaced by the newest one.
 */
export async function writeActivityRecord(
  tx: Queryable,
  at: { tenantId: string; activityId: string; activityWorkflowId: string; now: Date },
  result: ActivityRecordValues | null,
) {
  const values = [
    at.activityWorkflowId,
    result?.score ?? null,
    result?.maxScore ?? null,
    result?.normalizedScore ?? null,
    result?.passed ?? null,
    at.now,
  ];
  const updated = await tx.query<{ id: string }>(
    'UPDATE activity_records SET score = $2, max_score = $3, normalized_score = $4, passed = $5, finished = $6 WHERE activity_workflow_id = $1 RETURNING id',
    values,
  );
  if (updated.length > 0) return;
  await tx.query(
    `INSERT INTO activity_records (id, tenant_id, activity_workflow_id, activity_id, score, max_score, normalized_score, passed, finished)
     VALUES (gen_random_uuid(), $7, $1, $8, $2, $3, $4, $5, $6)`,
    [...values, at.tenantId, at.activityId],
  );
}
