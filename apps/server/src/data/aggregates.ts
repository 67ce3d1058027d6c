import type { Queryable } from '../db/client.ts';
import { uuidV5 } from '../lib/uuid-v5.ts';

/**
 * The id of a learner's aggregate for a course is fixed before it exists, so the catalog
 * can answer "the aggregate of this course" (the enrolment flow polls for it, doc 1 §4)
 * and the row created on enrolment has that same id.
 */
export const aggregateIdFor = (tenantId: string, userId: string, objectiveId: string) =>
  uuidV5(tenantId, `objective-workflow-aggregate:${userId}:${objectiveId}`);

/**
 * The learner's aggregate of a course they enrolled in by their own choice, made or
 * marked self-enrolled (safe to repeat and to race: one per learner and course). An
 * aggregate that already had an enrolment keeps it. Returns its id.
 */
export async function upsertSelfEnrolledAggregate(
  tx: Queryable,
  values: { tenantId: string; userId: string; objectiveId: string; accessId: string },
): Promise<string> {
  const [aggregate] = await tx.query<{ id: string }>(
    `INSERT INTO objective_workflow_aggregates (id, tenant_id, user_id, objective_id, objective_access_id, is_self_enrolled)
     VALUES ($1, $2, $3, $4, $5, true)
     ON CONFLICT (user_id, objective_id) DO UPDATE
       SET is_self_enrolled = true,
           objective_access_id = COALESCE(objective_workflow_aggregates.objective_access_id, EXCLUDED.objective_access_id)
     RETURNING id`,
    [
      aggregateIdFor(values.tenantId, values.userId, values.objectiveId),
      values.tenantId,
      values.userId,
      values.objectiveId,
      values.accessId,
    ],
  );
  return aggregate!.id;
}
