import type { RecordSummary } from '@lp/contract';
import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { ACCESS_OF_AGGREGATE_JOIN, ACCESS_REVEAL_COLUMNS, type AccessRevealRow } from '../../data/access.ts';
import { RECORD_COLUMNS, toRecordSummary, type RecordRow } from '../../data/records.ts';

/** Every result of one learner's course, newest first, with grades withheld per the reveal policy (previous attempts). */
export async function listRecordsOfAggregate(
  db: Queryable,
  tenantId: string,
  userId: string,
  aggregateId: string,
  now: Date,
): Promise<RecordSummary[] | undefined> {
  const [owner] = await db.query<AccessRevealRow & { objective_id: string }>(
    `SELECT a.objective_id, ${ACCESS_REVEAL_COLUMNS}
       FROM objective_workflow_aggregates a ${ACCESS_OF_AGGREGATE_JOIN}
      WHERE a.id = $1 AND a.tenant_id = $2 AND a.user_id = $3`,
    [aggregateId, tenantId, userId],
  );
  if (!owner) return undefined;
  const rows = await db.query<RecordRow & { w_state: WorkflowState | null }>(
    `SELECT ${RECORD_COLUMNS}, w.state AS w_state
       FROM objective_records r LEFT JOIN objective_workflows w ON w.id = r.objective_workflow_id
      WHERE r.user_id = $1 AND r.objective_id = $2 AND r.tenant_id = $3 ORDER BY r.finished DESC NULLS LAST, r.created_at DESC`,
    [userId, owner.objective_id, tenantId],
  );
  // Every row has its record (FROM objective_records): the summary is never null.
  return rows.map((r) => toRecordSummary({ ...r, ...owner }, r.w_state, now)!);
}
