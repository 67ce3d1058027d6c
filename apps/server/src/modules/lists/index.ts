// What other modules may use of the lists module: the My courses membership rule.
export { LISTED_IN_MY_COURSES_SQL } from './membership-sql.ts';
