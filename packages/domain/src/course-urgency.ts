import { DEFAULT_LIST_SORT } from './constants.ts';
import { hasDatePassed, toTime, type DateInput } from './dates.ts';
import type { WorkflowState } from './enums.ts';
import { isRunHandedIn } from './lifecycle.ts';

/** What a course's urgency is read from: the learner's due date, last run and last result (doc 1 §3). */
export interface CourseUrgencyInput {
  readonly dueDate: DateInput | null | undefined;
  readonly workflowState: WorkflowState | null | undefined;
  /** The learner has a result; without a run it is an imported, finished one (doc 1 §4 progress). */
  readonly hasRecord: boolean;
}

/** The learner still owes the course: a run in progress, or no run and no result yet. */
export function isCourseWorkOpen(course: Omit<CourseUrgencyInput, 'dueDate'>): boolean {
  return course.workflowState == null ? !course.hasRecord : !isRunHandedIn(course.workflowState);
}

/**
 * A deadline missed: it has passed and the work is not done. The one rule the cards'
 * "Overdue", the dashboard's tasks and the "Due first" order share (issue 33).
 */
export function isDeadlineMissed(now: Date, deadline: DateInput | null | undefined, done: boolean): boolean {
  return !done && hasDatePassed(now, deadline);
}

/** Overdue: the due date passed and the course was neither handed in nor finished. */
export function isCourseOverdue(course: CourseUrgencyInput, now: Date): boolean {
  return isDeadlineMissed(now, course.dueDate, !isCourseWorkOpen(course));
}

/**
 * "Due first" (issue 33): 0 overdue, 1 open work with a due date still ahead, 2 everything
 * else (done work, no due date). Within a rank the nearest due date first, undated last.
 * The server's SQL twin (`DUE_RANK_SQL`) is checked against it on the same rows.
 */
export function getDueRank(course: CourseUrgencyInput, now: Date): 0 | 1 | 2 {
  if (isCourseOverdue(course, now)) return 0;
  return isCourseWorkOpen(course) && toTime(course.dueDate) !== null ? 1 : 2;
}

/** The "Due first" comparison (rank, then due date, undated last); ties are the caller's (name, id). */
export function compareDueFirst(a: CourseUrgencyInput, b: CourseUrgencyInput, now: Date): number {
  const rank = getDueRank(a, now) - getDueRank(b, now);
  if (rank) return rank;
  const [da, db] = [toTime(a.dueDate), toTime(b.dueDate)];
  if (da === db) return 0;
  if (da === null) return 1;
  if (db === null) return -1;
  return da - db;
}

/** The orders My courses offers (issue 33); name ascending stays the default (doc 1 §9). */
export const LIST_SORT_KEYS = ['name', 'dueFirst', 'recentlyActive'] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];
export const DEFAULT_LIST_SORT_KEY: ListSortKey = 'name';

export const isListSortKey = (value: string): value is ListSortKey => (LIST_SORT_KEYS as readonly string[]).includes(value);

/** The list call's sort items for each order; the name breaks ties so equal dates keep a stable order. */
export const LIST_SORT_ITEMS: Record<ListSortKey, readonly { selector: string; desc: boolean }[]> = {
  name: [DEFAULT_LIST_SORT],
  dueFirst: [{ selector: 'dueRank', desc: false }, { selector: 'objectiveAccess.dueDate', desc: false }, DEFAULT_LIST_SORT],
  recentlyActive: [{ selector: 'lastActivity', desc: true }, DEFAULT_LIST_SORT],
};

/** When the learner last did something in the course: the latest time of their last run, else their result's. */
export function getLastActivityTime(
  workflow:
    { readonly started?: DateInput | null; readonly submitted?: DateInput | null; readonly finished?: DateInput | null } | null | undefined,
  recordFinished: DateInput | null | undefined,
): number | null {
  const times = [workflow?.started, workflow?.submitted, workflow?.finished].map(toTime).filter((t) => t !== null);
  return times.length ? Math.max(...times) : toTime(recordFinished);
}
