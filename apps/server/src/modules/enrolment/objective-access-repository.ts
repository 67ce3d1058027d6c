import type { AggregateSummary, ObjectiveAccessView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { aggregateJoin, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import {
  OBJECTIVE_COLUMNS,
  PROGRESS_COLUMNS,
  toAggregateSummary,
  toObjectiveSummary,
  type ObjectiveRow,
  type ProgressRow,
} from '../../data/courses.ts';
import { accessJoin, ACCESS_RETAKE_AND_TERM_COLUMNS, toAccessWithTerms, type AccessTermsRow } from '../../data/access.ts';

const FROM = `FROM objectives o JOIN activities act ON act.id = o.activity_id
  ${aggregateJoin('o.id', '$3')}
  ${accessJoin('o.id', '$3')}
  ${LAST_RUN_AND_RECORD_JOINS}
  WHERE o.id = $1 AND o.tenant_id = $2`;

/** The learner's own enrolment in one course, with its run and result (grade withheld per policy). */
export async function findObjectiveAccessView(
  db: Queryable,
  tenantId: string,
  userId: string,
  objectiveId: string,
  now: Date,
): Promise<ObjectiveAccessView | undefined> {
  const rows = await db.query<ObjectiveRow & ProgressRow & AccessTermsRow>(
    `SELECT ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS}, ${ACCESS_RETAKE_AND_TERM_COLUMNS}
       ${FROM} AND acc.id IS NOT NULL`,
    [objectiveId, tenantId, userId],
  );
  const row = rows[0];
  const access = row && toAccessWithTerms(row);
  if (!row || !access) return undefined;
  return {
    ...access,
    objective: toObjectiveSummary(row),
    userId,
    objectiveWorkflowAggregate: toAggregateSummary(row, now),
  };
}

export async function findAggregateOfObjective(
  db: Queryable,
  tenantId: string,
  userId: string,
  objectiveId: string,
  now: Date,
): Promise<AggregateSummary | undefined> {
  const rows = await db.query<ObjectiveRow & ProgressRow>(`SELECT ${OBJECTIVE_COLUMNS}, ${PROGRESS_COLUMNS} ${FROM} AND a.id IS NOT NULL`, [
    objectiveId,
    tenantId,
    userId,
  ]);
  return rows[0] ? (toAggregateSummary(rows[0], now) ?? undefined) : undefined;
}
