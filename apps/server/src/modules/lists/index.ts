// What other modules may use of the lists module: the shared course columns and the My courses membership rule.
export { LISTED_IN_MY_COURSES_SQL } from './membership-sql.ts';
export { OBJECTIVE_COLUMNS, PROGRESS_COLUMNS, toAggregateSummary, toObjectiveSummary, type ObjectiveRow, type ProgressRow } from './objective-columns.ts';
export { RECORD_COLUMNS, toRecordSummary, type RecordRow } from './record-columns.ts';
