import { ContentState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { upsertSelfEnrolledAggregate } from '../../data/aggregates.ts';

export interface CatalogObjective {
  id: string;
  selfEnrollment: boolean;
  inCatalog: boolean;
  archived: boolean;
  /** doc 2 §4: a draft course shows "Coming soon" and takes no action but sharing. */
  draft: boolean;
}

export async function findObjectiveForEnrolment(
  db: Queryable,
  tenantId: string,
  objectiveId: string,
): Promise<CatalogObjective | undefined> {
  const rows = await db.query<CatalogObjective>(
    `SELECT o.id, o.self_enrollment AS "selfEnrollment", o.in_catalog AS "inCatalog", act.state = ${ContentState.archived} AS archived,
            act.state = ${ContentState.draft} AS draft
       FROM objectives o JOIN activities act ON act.id = o.activity_id WHERE o.id = $1 AND o.tenant_id = $2`,
    [objectiveId, tenantId],
  );
  return rows[0];
}

/**
 * Enrols a learner by their own choice. Safe to repeat and to race: the (user, course)
 * unique key makes a second call update the same enrolment, never add one.
 */
export async function upsertSelfEnrolment(
  tx: Queryable,
  values: { tenantId: string; userId: string; objectiveId: string; accessId: string },
): Promise<{ accessId: string; aggregateId: string }> {
  const [access] = await tx.query<{ id: string }>(
    `INSERT INTO objective_accesses (id, tenant_id, user_id, objective_id, is_self_enrolled)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (user_id, objective_id) DO UPDATE SET is_self_enrolled = true
     RETURNING id`,
    [values.accessId, values.tenantId, values.userId, values.objectiveId],
  );
  const aggregateId = await upsertSelfEnrolledAggregate(tx, { ...values, accessId: access!.id });
  return { accessId: access!.id, aggregateId };
}

/** Whether an enrolment id is already taken by another learner or course (a client reusing ids). */
export async function accessIdBelongsElsewhere(db: Queryable, accessId: string, userId: string, objectiveId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM objective_accesses WHERE id = $1 AND NOT (user_id = $2 AND objective_id = $3)',
    [accessId, userId, objectiveId],
  );
  return rows.length > 0;
}
