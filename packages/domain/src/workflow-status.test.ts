import { describe, expect, it } from 'vitest';
import { WorkflowState } from './enums.ts';
import { getWorkflowStatus, isManualGradePending } from './workflow-status.ts';

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
