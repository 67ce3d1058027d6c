import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { ACCESS_OF_AGGREGATE_JOIN, ACCESS_TERMS_COLUMNS, toAccessFacts, type AccessTermsRow } from './access.ts';
import { lastRunSessionSql } from './proctoring-sessions.ts';
import { LAST_RUN_AND_RECORD_JOINS } from './runs.ts';

/**
 * What the lifecycle rules read of one learner's course, in one query, aliased
 * `<table alias>_<column>` (decision 0018): a the aggregate, o the course, act its root
 * activity, w the last run, r the last result, ps the last run's latest proctoring
 * session (doc 2 §4 Availability). The enrolment's columns come typed from its owner.
 */
interface CourseRow extends AccessTermsRow {
  a_id: string;
  a_objective_id: string;
  a_objective_access_id: string | null;
  o_activity_id: string;
  act_type: string;
  act_state: number;
  act_support_review: boolean;
  w_id: string | null;
  w_state: number | null;
  w_finished: Date | null;
  w_protect_results: boolean | null;
  r_id: string | null;
  r_passed: boolean | null;
  r_finished: Date | null;
  r_protect_results: boolean | null;
  ps_state: string | null;
}

/** The course's row with the enrolment's terms as the rules take them (all null when the learner has none). */
export type CourseState = CourseRow & { access: ReturnType<typeof toAccessFacts> };

const SELECT = `SELECT a.id AS a_id, a.objective_id AS a_objective_id, a.objective_access_id AS a_objective_access_id,
    o.activity_id AS o_activity_id, act.type AS act_type, act.state AS act_state, act.support_review AS act_support_review,
    ${ACCESS_TERMS_COLUMNS},
    w.id AS w_id, w.state AS w_state, w.finished AS w_finished, w.protect_results AS w_protect_results,
    r.id AS r_id, r.passed AS r_passed, r.finished AS r_finished, r.protect_results AS r_protect_results,
    ${lastRunSessionSql('a.last_objective_workflow_id')}->>'state' AS ps_state
  FROM objective_workflow_aggregates a
  JOIN objectives o ON o.id = a.objective_id
  JOIN activities act ON act.id = o.activity_id
  ${ACCESS_OF_AGGREGATE_JOIN}
  ${LAST_RUN_AND_RECORD_JOINS}`;

/**
 * A learner's course by aggregate id. With `lock`, the aggregate row is locked for the
 * transaction, so two starts of the same course (two tabs, a retry) run one after the other.
 */
export async function loadCourseState(
  db: Queryable,
  tenantId: string,
  userId: string,
  aggregateId: string,
  lock = false,
): Promise<CourseState | undefined> {
  const [row] = await db.query<CourseRow>(
    `${SELECT} WHERE a.id = $1 AND a.tenant_id = $2 AND a.user_id = $3${lock ? ' FOR UPDATE OF a' : ''}`,
    [aggregateId, tenantId, userId],
  );
  return row && { ...row, access: toAccessFacts(row) };
}

/** The learner's courses among `objectiveIds` (one row each they have an aggregate of): the same facts, for a list. */
export async function loadCourseStatesOfObjectives(
  db: Queryable,
  tenantId: string,
  userId: string,
  objectiveIds: readonly string[],
): Promise<CourseState[]> {
  const rows = await db.query<CourseRow>(`${SELECT} WHERE a.tenant_id = $1 AND a.user_id = $2 AND a.objective_id = ANY($3::uuid[])`, [
    tenantId,
    userId,
    objectiveIds,
  ]);
  return rows.map((row) => ({ ...row, access: toAccessFacts(row) }));
}

export interface WorkflowRow {
  id: string;
  aggregate_id: string;
  user_id: string;
  objective_id: string;
  state: WorkflowState;
  progress: number;
  started: Date;
  submitted: Date | null;
  finished: Date | null;
  protect_results: boolean;
  objective_record_id: string | null;
  /** State of the run's latest proctoring session (null: none), read with the run. */
  proctoring_state: string | null;
}

/** One of the learner's runs; `lock` holds it for the transaction (two tabs submitting at once). */
export async function loadWorkflow(
  db: Queryable,
  tenantId: string,
  userId: string,
  workflowId: string,
  lock = false,
): Promise<WorkflowRow | undefined> {
  const rows = await db.query<WorkflowRow>(
    `SELECT id, aggregate_id, user_id, objective_id, state, progress, started, submitted, finished, protect_results, objective_record_id,
            ${lastRunSessionSql('objective_workflows.id')}->>'state' AS proctoring_state
       FROM objective_workflows WHERE id = $1 AND tenant_id = $2 AND user_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [workflowId, tenantId, userId],
  );
  return rows[0];
}
