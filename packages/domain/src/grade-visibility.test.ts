import { describe, expect, it } from 'vitest';
import { GradeRevealPolicy, WorkflowState } from './enums.ts';
import type { GradeRevealPolicy as Policy, WorkflowState as State } from './enums.ts';
import { canRevealActivityResults, canRevealGrade, canRevealResult, isRevealPolicyOpen, isReviewAllowed } from './grade-visibility.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const FUTURE = '2025-07-01T00:00:00Z';
const { inProgress, submitted, inGrading, graded, gradingApproved, finished } = WorkflowState;

describe('canRevealGrade (doc 2 §4 Grade visibility by policy)', () => {
  it.each<[string, Policy | null, State | null, string | null, boolean]>([
    ['Never hides even when finished', GradeRevealPolicy.Never, finished, null, false],
    ['AfterFinish hides while in progress', GradeRevealPolicy.AfterFinish, inProgress, null, false],
    ['AfterFinish shows once submitted', GradeRevealPolicy.AfterFinish, submitted, null, true],
    ['AfterFinish shows in grading', GradeRevealPolicy.AfterFinish, inGrading, null, true],
    ['AfterFinish shows when graded', GradeRevealPolicy.AfterFinish, graded, null, true],
    ['AfterFinish shows when approved', GradeRevealPolicy.AfterFinish, gradingApproved, null, true],
    ['AfterFinish shows when finished', GradeRevealPolicy.AfterFinish, finished, null, true],
    ['AfterFinish hides with no workflow', GradeRevealPolicy.AfterFinish, null, null, false],
    ['None behaves like AfterFinish when in progress', GradeRevealPolicy.None, inProgress, null, false],
    ['None behaves like AfterFinish when submitted', GradeRevealPolicy.None, submitted, null, true],
    ['no policy behaves like None', null, finished, null, true],
    ['AfterDate hides until the date', GradeRevealPolicy.AfterDate, finished, FUTURE, false],
    ['AfterDate shows after the date', GradeRevealPolicy.AfterDate, finished, PAST, true],
    ['AfterDate hides without a date (decision)', GradeRevealPolicy.AfterDate, finished, null, false],
    ['AfterDate hides while in progress even after the date (decision)', GradeRevealPolicy.AfterDate, inProgress, PAST, false],
  ])('%s', (_rule, policy, state, date, expected) => {
    expect(canRevealGrade(policy, state, date, now)).toBe(expected);
  });
});

describe('isRevealPolicyOpen (the policy half, whatever the run)', () => {
  it.each<[string, Policy | null, string | null, boolean]>([
    ['Never is closed', GradeRevealPolicy.Never, null, false],
    ['Never is closed even with a past date', GradeRevealPolicy.Never, PAST, false],
    ['AfterDate is closed before the date', GradeRevealPolicy.AfterDate, FUTURE, false],
    ['AfterDate is open from the date', GradeRevealPolicy.AfterDate, PAST, true],
    ['AfterDate with no date is closed', GradeRevealPolicy.AfterDate, null, false],
    ['AfterFinish is open', GradeRevealPolicy.AfterFinish, null, true],
    ['None is open', GradeRevealPolicy.None, null, true],
    ['no policy is open', null, null, true],
  ])('%s', (_rule, policy, date, expected) => {
    expect(isRevealPolicyOpen(policy, date, now)).toBe(expected);
  });
});

describe('canRevealResult (a course result in every answer, decision 0011)', () => {
  const open = { gradeRevealPolicy: GradeRevealPolicy.AfterFinish, gradeRevealDate: null, protectResults: false, workflowState: finished };
  it.each([
    ['shown when finished under AfterFinish', {}, true],
    ['withheld when protected', { protectResults: true }, false],
    ['withheld under Never', { gradeRevealPolicy: GradeRevealPolicy.Never }, false],
    [
      'withheld under AfterDate an hour away',
      { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: '2025-06-15T13:00:00Z' },
      false,
    ],
    ['shown under AfterDate once passed', { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: PAST }, true],
    ['withheld while the run is in progress', { workflowState: inProgress }, false],
    ['a result with no run (imported) is final', { workflowState: null }, true],
  ] as const)('%s', (_rule, change, expected) => {
    expect(canRevealResult({ ...open, ...change }, now)).toBe(expected);
  });
});

describe('canRevealActivityResults (activity results follow the course policy, decision 0011)', () => {
  it.each<[string, Policy | null, string | null, boolean, boolean]>([
    ['withheld under Never', GradeRevealPolicy.Never, null, false, false],
    ['withheld under AfterDate before the date', GradeRevealPolicy.AfterDate, FUTURE, false, false],
    ['shown under AfterDate after the date', GradeRevealPolicy.AfterDate, PAST, false, true],
    ['shown under AfterFinish, the run in any state', GradeRevealPolicy.AfterFinish, null, false, true],
    ['shown under None', GradeRevealPolicy.None, null, false, true],
    ['withheld when the run’s results are protected', GradeRevealPolicy.None, null, true, false],
  ])('%s', (_rule, policy, date, protectResults, expected) => {
    expect(canRevealActivityResults({ gradeRevealPolicy: policy, gradeRevealDate: date, protectResults }, now)).toBe(expected);
  });
});

describe('isReviewAllowed (doc 2 §4 review allowed)', () => {
  const allowed = { workflowState: finished, supportReview: true, gradeRevealPolicy: GradeRevealPolicy.AfterFinish };
  it.each([
    ['allowed when finished, supported and the policy allows it', {}, true],
    ['not allowed while the workflow is not finished', { workflowState: gradingApproved }, false],
    ['not allowed with no workflow', { workflowState: null }, false],
    ['not allowed when review is not supported', { supportReview: false }, false],
    ['not allowed when the policy is Never', { gradeRevealPolicy: GradeRevealPolicy.Never }, false],
    ['allowed under None', { gradeRevealPolicy: GradeRevealPolicy.None }, true],
    ['not allowed under AfterDate before the date', { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: FUTURE }, false],
    ['allowed under AfterDate once the date has passed', { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: PAST }, true],
  ] as const)('%s', (_rule, change, expected) => {
    expect(isReviewAllowed({ ...allowed, ...change }, now)).toBe(expected);
  });
});
