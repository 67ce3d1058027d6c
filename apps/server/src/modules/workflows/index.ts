// What other modules may use of the workflows module: the joins and columns of its aggregates, runs and results, and the facts and actions others need of them.
export { aggregateIdFor, upsertSelfEnrolledAggregate } from './aggregate-repository.ts';
export {
  AGGREGATES_FROM,
  aggregateJoin,
  LAST_RUN_AND_RECORD_JOINS,
  recordWithRunJoin,
  RUN_FACT_COLUMNS,
  RUN_WITH_RECORD,
  RUNS_OF_AGGREGATE_JOIN,
  type RunFactsRow,
} from './run-joins.ts';
export {
  OBJECTIVE_COLUMNS,
  parsedJson,
  PROGRESS_COLUMNS,
  toAggregateSummary,
  toObjectiveSummary,
  type ObjectiveRow,
  type ProgressRow,
} from './course-columns.ts';
export { RECORD_COLUMNS, toRecordSummary, type RecordRow } from './record-columns.ts';
export { workflowOwner } from './run-owner.ts';
export { afterToolGrade, openActivityWorkflowFor } from './tool-grades.ts';
export { actionsFor } from './actions.ts';
export { loadCourseStatesOfObjectives } from './course-state-repository.ts';
