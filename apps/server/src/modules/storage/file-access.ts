import type { Queryable } from '../../db/client.ts';

/**
 * A private file belongs to an activity; the learner may read it while they may see
 * that activity's course: enrolled (with an access), or the course is in the catalog and
 * the activity is not a draft. Locked-activity rules are applied by the content calls
 * that hand out the file's URL; the bytes require at least this.
 */
export async function canReadActivityFile(db: Queryable, tenantId: string, userId: string, activityId: string | null, _now: Date): Promise<boolean> {
  if (!activityId) return false;
  const rows = await db.query<{ ok: boolean }>(
    `WITH RECURSIVE up AS (
       SELECT $1::uuid AS activity_id, 0 AS depth
       UNION ALL
       SELECT p.parent_activity_id, up.depth + 1 FROM activity_parts p JOIN up ON p.child_activity_id = up.activity_id WHERE up.depth < 12
     )
     SELECT EXISTS (
       SELECT 1 FROM up JOIN objectives o ON o.activity_id = up.activity_id AND o.tenant_id = $2
         JOIN objective_accesses acc ON acc.objective_id = o.id AND acc.user_id = $3
     ) AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.id = $1 AND a.state IN (1, 4)) AS ok`,
    [activityId, tenantId, userId],
  );
  return rows[0]?.ok === true;
}
