import type { AggregateSummary, ObjectiveAccessView } from '@lp/contract';
import type { GradeRevealPolicy, RetakeWindowUnit } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { OBJECTIVE_COLUMNS, PROGRESS_COLUMNS, toAccessDates, toAggregateSummary, toObjectiveSummary, type Row } from '../lists/index.ts';

const FROM = `FROM objectives o JOIN activities act ON act.id = o.activity_id
  LEFT JOIN objective_workflow_aggregates a ON a.objective_id = o.id AND a.user_id = $3
  LEFT JOIN objective_accesses acc ON acc.objective_id = o.id AND acc.user_id = $3
  LEFT JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
  LEFT JOIN objective_records r ON r.id = a.last_objective_record_id
  WHERE o.id = $1 AND o.tenant_id = $2`;

/** The learner's own enrolment in one course, with its run and result (grade withheld per policy). */
export async function findObjectiveAccessView(db: Queryable, tenantId: string, userId: string, objectiveId: string, now: Date): Promise<ObjectiveAccessView | undefined> {
  const rows = await db.query<Row>(
    `SELECT ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS}, acc.user_id AS acc_user, COALESCE(acc.term_id, o.term_id) AS term_id,
            acc.retake, acc.retake_window, acc.retake_window_unit ${FROM} AND acc.id IS NOT NULL`,
    [objectiveId, tenantId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toAccessDates(row),
    objective: toObjectiveSummary(row),
    userId,
    termId: (row.term_id as string | null) ?? null,
    isMandatory: Boolean(row.acc_mandatory),
    isSelfEnrolled: Boolean(row.acc_self),
    retake: Boolean(row.retake),
    retakeWindow: (row.retake_window as number | null) ?? null,
    retakeWindowUnit: (row.retake_window_unit as RetakeWindowUnit | null) ?? null,
    gradeRevealPolicy: (row.acc_reveal as GradeRevealPolicy | null) ?? 'None',
    gradeRevealDate: row.acc_reveal_date ? new Date(row.acc_reveal_date as string).toISOString() : null,
    objectiveWorkflowAggregate: toAggregateSummary(row, now),
  };
}

export async function findAggregateOfObjective(db: Queryable, tenantId: string, userId: string, objectiveId: string, now: Date): Promise<AggregateSummary | undefined> {
  const rows = await db.query<Row>(`SELECT ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS} ${FROM} AND a.id IS NOT NULL`, [objectiveId, tenantId, userId]);
  return rows[0] ? (toAggregateSummary(rows[0], now) ?? undefined) : undefined;
}
