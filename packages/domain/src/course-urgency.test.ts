import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import {
  compareDueFirst,
  getDueRank,
  getLastActivityTime,
  isCourseOverdue,
  isListSortKey,
  type CourseUrgencyInput,
} from './course-urgency.ts';

const now = new Date('2026-12-02T12:00:00Z');
const past = '2026-11-29T12:00:00Z';
const soon = '2026-12-05T12:00:00Z';
const later = '2027-01-10T12:00:00Z';
const course = (dueDate: string | null, workflowState: WorkflowState | null, hasRecord = false): CourseUrgencyInput => ({
  dueDate,
  workflowState,
  hasRecord,
});

describe('isCourseOverdue and getDueRank (issue 33 "Due first")', () => {
  it.each([
    ['overdue when not started and the due date passed', course(past, null), true, 0],
    ['overdue when in progress and the due date passed', course(past, WorkflowState.inProgress), true, 0],
    ['overdue at the very moment of the due date', course(now.toISOString(), null), true, 0],
    ['not overdue once submitted', course(past, WorkflowState.submitted), false, 2],
    ['not overdue while in grading', course(past, WorkflowState.inGrading), false, 2],
    ['not overdue once graded', course(past, WorkflowState.graded), false, 2],
    ['not overdue once finished', course(past, WorkflowState.finished), false, 2],
    ['not overdue with an imported result and no run', course(past, null, true), false, 2],
    ['overdue on a retake in progress after a result', course(past, WorkflowState.inProgress, true), true, 0],
    ['not overdue before the due date: due next', course(soon, WorkflowState.inProgress), false, 1],
    ['not overdue without a due date', course(null, null), false, 2],
    ['not overdue with an unreadable due date', course('not a date', null), false, 2],
  ])('%s', (_title, input, overdue, rank) => {
    expect(isCourseOverdue(input, now)).toBe(overdue);
    expect(getDueRank(input, now)).toBe(rank);
  });
});

describe('compareDueFirst', () => {
  it('puts the overdue first, then the nearest due date, then done work, the undated last', () => {
    const rows: [string, CourseUrgencyInput][] = [
      ['undated', course(null, null)],
      ['later', course(later, null)],
      ['done', course(past, WorkflowState.finished)],
      ['overdue', course(past, WorkflowState.inProgress)],
      ['soon', course(soon, null)],
      ['overdueOlder', course('2026-11-01T00:00:00Z', null)],
    ];
    const order = [...rows].sort(([, a], [, b]) => compareDueFirst(a, b, now)).map(([name]) => name);
    expect(order).toEqual(['overdueOlder', 'overdue', 'soon', 'later', 'done', 'undated']);
  });
});

describe('getLastActivityTime', () => {
  it.each([
    ['the latest of the run’s times', { started: past, submitted: soon, finished: null }, null, Date.parse(soon)],
    ['the run’s start when it is all there is', { started: past }, later, Date.parse(past)],
    ['the result’s time without a run', null, later, Date.parse(later)],
    ['nothing without either', null, null, null],
  ])('%s', (_title, workflow, record, expected) => {
    expect(getLastActivityTime(workflow, record)).toBe(expected);
  });
});

describe('isListSortKey', () => {
  it.each([
    ['name', true],
    ['dueFirst', true],
    ['recentlyActive', true],
    ['due', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isListSortKey(value)).toBe(expected));
});
