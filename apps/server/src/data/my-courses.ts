import { ContentState, CourseProgress, getWorkflowStatesForProgress, RUN_STEPS } from '@lp/domain';

/**
 * The SQL twins of the domain's list rules (doc 1 §4), written from the domain's own
 * constants; `membership.test.ts` checks on generated data that they agree with
 * `isListedInMyCourses` and `getCourseProgress`, so a list and its cards never disagree.
 * Aliases: act root activity, a aggregate, acc access, w last workflow, r last record.
 */
export const IS_SELF_ENROLLED_SQL = `(COALESCE(a.is_self_enrolled, false) OR COALESCE(acc.is_self_enrolled, false))`;
export const IS_MANDATORY_SQL = `COALESCE(acc.is_mandatory, false)`;

export const LISTED_IN_MY_COURSES_SQL = `(act.state <> ${ContentState.archived} AND (${IS_SELF_ENROLLED_SQL} OR ${IS_MANDATORY_SQL} OR w.id IS NOT NULL OR r.id IS NOT NULL))`;

const completedStates = getWorkflowStatesForProgress(CourseProgress.completed).join(', ');
export const COURSE_PROGRESS_SQL = `(CASE
  WHEN w.id IS NOT NULL THEN CASE WHEN w.state IN (${completedStates}) THEN '${CourseProgress.completed}' ELSE '${CourseProgress.inProgress}' END
  WHEN r.id IS NOT NULL THEN '${CourseProgress.completed}'
  ELSE '${CourseProgress.notStarted}' END)`;

export const COURSE_PRIORITY_SQL = `(CASE WHEN ${IS_MANDATORY_SQL} THEN 'mandatory' ELSE 'optional' END)`;

/** isCourseWorkOpen: a run still in progress, or no run and no result. */
const COURSE_WORK_OPEN_SQL = `(CASE WHEN w.id IS NOT NULL THEN w.state IN (${RUN_STEPS.work.join(', ')}) ELSE r.id IS NULL END)`;

/** getDueRank at `now` (an SQL timestamp): 0 overdue, 1 open work due later, 2 the rest. */
export const dueRankSql = (now: string) => `(CASE WHEN NOT ${COURSE_WORK_OPEN_SQL} OR acc.due_date IS NULL THEN 2
  WHEN acc.due_date <= ${now} THEN 0 ELSE 1 END)`;

/** getLastActivityTime, the undated last when sorted newest first. */
export const LAST_ACTIVITY_SQL = `COALESCE(GREATEST(w.started, w.submitted, w.finished), r.finished, '-infinity'::timestamptz)`;
