// What other modules may use of the lists module: the My courses membership rule.
export { LISTED_IN_MY_COURSES_SQL } from './membership-sql.ts';
export { gradingScaleJsonSql } from './taxonomy-repository.ts';
// The load options of a list call (DESIGN "Calls"), for the other modules' list calls.
export { orderBy, readLoadOptions, type LoadOptions } from './load-options.ts';
export { filterToSql, SqlParams, type ListField } from './filter-sql.ts';
