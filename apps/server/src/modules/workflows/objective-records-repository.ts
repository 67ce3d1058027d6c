import type { ObjectiveRecordView } from '@lp/contract';
import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';
import { accessJoin, ACCESS_REVEAL_COLUMNS, type AccessRevealRow } from '../../data/access.ts';
import { filterToSql, SqlParams, type ListField } from '../../lib/filter-sql.ts';
import { orderBy, type LoadOptions } from '../../lib/load-options.ts';
import { RECORD_COLUMNS, toRecordSummary, type RecordRow } from '../../data/records.ts';

/**
 * The filter fields of GET objective-records/query (doc 1 §7): what a result belongs to,
 * never its score, grade or pass state — a filter or sort on those would let a learner
 * guess a result the reveal policy withholds (decision 0011).
 */
export const OBJECTIVE_RECORD_FIELDS: Readonly<Record<string, ListField>> = {
  id: { type: 'uuid', sql: 'r.id' },
  objectiveId: { type: 'uuid', sql: 'r.objective_id' },
  objectiveWorkflowId: { type: 'uuid', sql: 'r.objective_workflow_id', nullable: true },
  userId: { type: 'uuid', sql: 'r.user_id' },
  imported: { type: 'boolean', sql: 'r.imported' },
};
export const OBJECTIVE_RECORD_SORTABLE: Readonly<Record<string, string>> = { finished: 'r.finished', created: 'r.created_at' };

interface ObjectiveRecordRow extends RecordRow, AccessRevealRow {
  r_objective_id: string;
  r_workflow_id: string | null;
  r_user_id: string;
  r_created: Date;
  w_state: WorkflowState | null;
}

/** One learner's results with the reveal terms of their enrolment and the state of the run each closed. */
const FROM_OWN_RECORDS = `FROM objective_records r
  LEFT JOIN objective_workflows w ON w.id = r.objective_workflow_id
  ${accessJoin('r.objective_id', 'r.user_id')}`;
const COLUMNS = `${RECORD_COLUMNS}, r.objective_id AS r_objective_id, r.objective_workflow_id AS r_workflow_id, r.user_id AS r_user_id,
  r.created_at AS r_created, w.state AS w_state, ${ACCESS_REVEAL_COLUMNS}`;

function toView(row: ObjectiveRecordRow, now: Date): ObjectiveRecordView {
  // Every row comes FROM objective_records: the summary is never null.
  return {
    ...toRecordSummary(row, row.w_state, now)!,
    objectiveId: row.r_objective_id,
    objectiveWorkflowId: row.r_workflow_id,
    userId: row.r_user_id,
    created: iso(row.r_created),
  };
}

/** The caller's results (doc 1 §7 objective-records/query): only theirs, whatever the filter says; counted when asked. */
export async function queryObjectiveRecords(db: Queryable, tenantId: string, userId: string, options: LoadOptions, now: Date) {
  const params = new SqlParams();
  const conditions = [`r.tenant_id = ${params.add(tenantId)}`, `r.user_id = ${params.add(userId)}`];
  if (options.filter) conditions.push(filterToSql(options.filter, OBJECTIVE_RECORD_FIELDS, params));
  const where = conditions.join(' AND ');
  const filterValues = [...params.values];
  const rows = await db.query<ObjectiveRecordRow>(
    `SELECT ${COLUMNS} ${FROM_OWN_RECORDS}
      WHERE ${where}
      ORDER BY ${orderBy(options.sort, OBJECTIVE_RECORD_SORTABLE, 'r.id')}
      LIMIT ${params.add(options.take)} OFFSET ${params.add(options.skip)}`,
    params.values,
  );
  const data = rows.map((row) => toView(row, now));
  if (!options.requireTotalCount) return { data };
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM objective_records r WHERE ${where}`, filterValues);
  return { data, totalCount: count?.n ?? 0 };
}

/** One of the caller's results; undefined when there is none with this id or it is another learner's. */
export async function findObjectiveRecord(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<ObjectiveRecordView | undefined> {
  const [row] = await db.query<ObjectiveRecordRow>(
    `SELECT ${COLUMNS} ${FROM_OWN_RECORDS} WHERE r.id = $1 AND r.tenant_id = $2 AND r.user_id = $3`,
    [id, tenantId, userId],
  );
  return row ? toView(row, now) : undefined;
}
