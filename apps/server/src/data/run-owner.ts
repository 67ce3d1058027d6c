import type { Queryable } from '../db/client.ts';

/** Whose run this is (its learner and their aggregate of the course), within the tenant; undefined for no such run. */
export async function workflowOwner(
  db: Queryable,
  tenantId: string,
  workflowId: string,
): Promise<{ user_id: string; aggregate_id: string } | undefined> {
  const rows = await db.query<{ user_id: string; aggregate_id: string }>(
    'SELECT user_id, aggregate_id FROM objective_workflows WHERE id = $1 AND tenant_id = $2',
    [workflowId, tenantId],
  );
  return rows[0];
}
