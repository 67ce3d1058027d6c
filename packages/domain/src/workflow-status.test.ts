import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import { getResultStatus, getWorkflowStatus, isManualGradePending, type ResultStatus } from './workflow-status.ts';
import type { ObjectiveRecordSummary } from './types.ts';

describe('getWorkflowStatus (doc 2 §4 status labels)', () => {
  it.each([
    [null, 'notStarted'],
    [WorkflowState.inProgress, 'inProgress'],
    [WorkflowState.submitted, 'submitted'],
    [WorkflowState.inGrading, 'inGrading'],
    [WorkflowState.graded, 'graded'],
    [WorkflowState.gradingApproved, 'gradingApproved'],
    [WorkflowState.finished, 'finished'],
  ] as const)('state %s reads %s', (state, status) => {
    expect(getWorkflowStatus(state)).toBe(status);
  });
});

describe('isManualGradePending (doc 1 §4 Result reading)', () => {
  it.each([
    ['pending when passed is null and finished is set', { passed: null, finished: '2025-01-01T00:00:00Z' }, true],
    ['not pending when passed', { passed: true, finished: '2025-01-01T00:00:00Z' }, false],
    ['not pending when failed', { passed: false, finished: '2025-01-01T00:00:00Z' }, false],
    ['not pending before finishing', { passed: null, finished: null }, false],
    ['not pending without a record', null, false],
  ])('%s', (_rule, record, expected) => {
    expect(isManualGradePending(record)).toBe(expected);
  });
});

describe('getResultStatus (one reading for the card, the details and the certificates)', () => {
  const FINISHED = '2025-01-01T00:00:00Z';
  it.each<[string, ObjectiveRecordSummary, ResultStatus]>([
    ['hidden when the server withholds a graded result', { protectResults: true, passed: null, grade: null, finished: FINISHED }, 'hidden'],
    [
      'hidden, not "awaiting grade", though passed is null and finished is set',
      { protectResults: true, passed: null, finished: FINISHED },
      'hidden',
    ],
    ['hidden even if a pass state came along', { protectResults: true, passed: true, grade: 'A', finished: FINISHED }, 'hidden'],
    ['pending when passed is null and finished is set', { protectResults: false, passed: null, finished: FINISHED }, 'pending'],
    ['pending wins over a grade sent with it', { passed: null, grade: 'B', finished: FINISHED }, 'pending'],
    ['passed', { protectResults: false, passed: true, grade: 'A', finished: FINISHED }, 'passed'],
    ['failed', { passed: false, finished: FINISHED }, 'failed'],
    ['graded: a grade with no pass state and no finish date', { passed: null, grade: 'B', finished: null }, 'graded'],
    ['nothing to say before a finish date with no grade', { passed: null, finished: null }, 'none'],
  ])('%s', (_rule, record, status) => {
    expect(getResultStatus(record)).toBe(status);
  });
});
