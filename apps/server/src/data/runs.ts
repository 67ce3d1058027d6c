import type { WorkflowState } from '@lp/domain';

/*
 * The learner's aggregate of a course, its runs (objective workflows) and their results
 * (objective records), doc 2 §3, as every area's queries join them: the shared read model
 * of these tables (decisions 0018, 0065; the lifecycle writes them). Each fragment goes inside the caller's own
 * query, so reading a run never costs a query. Fixed aliases: `a` the aggregate, `w` a
 * run, `r` a result. `objectiveId`, `userId` and the ids are SQL expressions of the caller.
 */

/** The aggregates as `a`, for a query that reads a learner's courses from them (My courses; filter by `a.tenant_id`, `a.user_id`). */
export const AGGREGATES_FROM = 'objective_workflow_aggregates a';

/** The learner's aggregate of a course as `a`; LEFT: nulls when the learner has none. */
export const aggregateJoin = (objectiveId: string, userId: string, kind: 'LEFT' | 'INNER' = 'LEFT') =>
  `${kind} JOIN objective_workflow_aggregates a ON a.objective_id = ${objectiveId} AND a.user_id = ${userId}`;

/** The aggregate's last run as `w` and last result as `r` (nulls without them). */
export const LAST_RUN_AND_RECORD_JOINS = `LEFT JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
  LEFT JOIN objective_records r ON r.id = a.last_objective_record_id`;

/** Every run of the aggregate `a`, one row each, as `w`. */
export const RUNS_OF_AGGREGATE_JOIN = 'JOIN objective_workflows w ON w.aggregate_id = a.id';

/** A result as `r` and the run it ended as `w` (nulls without a result). */
export const recordWithRunJoin = (recordId: string) => `LEFT JOIN objective_records r ON r.id = ${recordId}
  LEFT JOIN objective_workflows w ON w.id = r.objective_workflow_id`;

/** The FROM of a query about one run (filtered by `w.id` and `w.tenant_id`): the run `w` with its result `r`, if it has one yet. */
export const RUN_WITH_RECORD = 'objective_workflows w LEFT JOIN objective_records r ON r.id = w.objective_record_id';

/** What the rules about one run read of it (needs `RUN_WITH_RECORD`): results are protected by the run's flag or its result's. */
export const RUN_FACT_COLUMNS = `w.objective_id AS w_objective_id, w.user_id AS w_user_id, w.state AS w_state,
  (w.protect_results OR COALESCE(r.protect_results, false)) AS w_protect_results`;

/** RUN_FACT_COLUMNS as the drivers return them. */
export interface RunFactsRow {
  w_objective_id: string;
  w_user_id: string;
  w_state: WorkflowState;
  w_protect_results: boolean;
}
