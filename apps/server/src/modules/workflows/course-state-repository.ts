import type { Queryable } from '../../db/client.ts';
import { ACCESS_OF_AGGREGATE_JOIN, ACCESS_TERMS_COLUMNS, toAccessFacts, type AccessTermsRow } from '../enrolment/index.ts';
import { lastRunSessionSql } from '../proctoring/index.ts';
import { LAST_RUN_AND_RECORD_JOINS } from './run-joins.ts';

/** Everything the lifecycle rules need about one learner's course, loaded in one query. */
export interface CourseState extends CourseRow {
  /** The enrolment's terms (all null when the learner has none). */
  access: ReturnType<typeof toAccessFacts>;
}

/** The course's own columns; the enrolment's come typed from the enrolment module. */
interface CourseRow {
  aggregateId: string;
  userId: string;
  objectiveId: string;
  accessId: string | null;
  rootActivityId: string;
  gradingScaleId: string | null;
  activityType: string;
  activityState: number;
  supportReview: boolean;
  rootManualGrading: boolean;
  accessNewContentAfterCompletion: boolean;
  workflowId: string | null;
  workflowState: number | null;
  workflowStarted: Date | null;
  workflowFinished: Date | null;
  workflowProtect: boolean | null;
  recordId: string | null;
  recordPassed: boolean | null;
  recordFinished: Date | null;
  recordProtect: boolean | null;
  recordImported: boolean | null;
  /** The state of the last run's latest proctoring session (doc 2 §4 Availability). */
  proctoringState: string | null;
}

const SELECT = `SELECT a.id AS "aggregateId", a.user_id AS "userId", a.objective_id AS "objectiveId",
    a.objective_access_id AS "accessId", o.activity_id AS "rootActivityId", o.grading_scale_id AS "gradingScaleId",
    act.type AS "activityType", act.state AS "activityState", act.support_review AS "supportReview",
    act.manual_grading AS "rootManualGrading", o.access_new_content_after_completion AS "accessNewContentAfterCompletion",
    ${ACCESS_TERMS_COLUMNS},
    w.id AS "workflowId", w.state AS "workflowState", w.started AS "workflowStarted", w.finished AS "workflowFinished",
    w.protect_results AS "workflowProtect",
    r.id AS "recordId", r.passed AS "recordPassed", r.finished AS "recordFinished", r.protect_results AS "recordProtect",
    r.imported AS "recordImported", ${lastRunSessionSql('a.last_objective_workflow_id')}->>'state' AS "proctoringState"
  FROM objective_workflow_aggregates a
  JOIN objectives o ON o.id = a.objective_id
  JOIN activities act ON act.id = o.activity_id
  ${ACCESS_OF_AGGREGATE_JOIN}
  ${LAST_RUN_AND_RECORD_JOINS}`;

/**
 * A learner's course by aggregate id. With `lock`, the aggregate row is locked for the
 * transaction, so two starts of the same course (two tabs, a retry) run one after the other.
 */
export async function loadCourseState(db: Queryable, tenantId: string, userId: string, aggregateId: string, lock = false): Promise<CourseState | undefined> {
  const rows = await db.query<CourseRow & AccessTermsRow>(
    `${SELECT} WHERE a.id = $1 AND a.tenant_id = $2 AND a.user_id = $3${lock ? ' FOR UPDATE OF a' : ''}`,
    [aggregateId, tenantId, userId],
  );
  return rows[0] && { ...rows[0], access: toAccessFacts(rows[0]) };
}

export interface WorkflowRow {
  id: string;
  aggregate_id: string;
  user_id: string;
  objective_id: string;
  state: number;
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
export async function loadWorkflow(db: Queryable, tenantId: string, userId: string, workflowId: string, lock = false): Promise<WorkflowRow | undefined> {
  const rows = await db.query<WorkflowRow>(
    `SELECT id, aggregate_id, user_id, objective_id, state, progress, started, submitted, finished, protect_results, objective_record_id,
            ${lastRunSessionSql('objective_workflows.id')}->>'state' AS proctoring_state
       FROM objective_workflows WHERE id = $1 AND tenant_id = $2 AND user_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [workflowId, tenantId, userId],
  );
  return rows[0];
}
