import { describe, expect, it } from 'vitest';
import { clampProgress, getCourseProgress, getWorkflowStatesForProgress } from './course-progress.ts';
import { WorkflowState } from './enums.ts';

const record = { id: 'r1', passed: true, finished: '2025-01-01T00:00:00Z' };

describe('getCourseProgress (doc 1 §4 Course progress on the list)', () => {
  it.each([
    { rule: 'not started with no workflow and no record', workflow: null, rec: null, expected: 'notStarted' },
    { rule: 'in progress when the last workflow is inProgress', workflow: WorkflowState.inProgress, rec: null, expected: 'inProgress' },
    { rule: 'in progress when the last workflow is inGrading', workflow: WorkflowState.inGrading, rec: null, expected: 'inProgress' },
    {
      rule: 'in progress when the last workflow is gradingApproved',
      workflow: WorkflowState.gradingApproved,
      rec: record,
      expected: 'inProgress',
    },
    { rule: 'in progress when submitted (decision: not final yet)', workflow: WorkflowState.submitted, rec: null, expected: 'inProgress' },
    { rule: 'in progress when graded (decision: not final yet)', workflow: WorkflowState.graded, rec: record, expected: 'inProgress' },
    { rule: 'completed when the workflow is finished', workflow: WorkflowState.finished, rec: record, expected: 'completed' },
    { rule: 'completed with no workflow but a record', workflow: null, rec: record, expected: 'completed' },
  ] as const)('$rule', ({ workflow, rec, expected }) => {
    const course = { lastObjectiveWorkflow: workflow === null ? null : { state: workflow }, lastObjectiveRecord: rec };
    expect(getCourseProgress(course)).toBe(expected);
  });

  it.each([
    ['notStarted', []],
    ['inProgress', [1, 2, 3, 4, 5]],
    ['completed', [6]],
  ] as const)('the %s filter covers the same workflow states as the rule', (progress, states) => {
    expect(getWorkflowStatesForProgress(progress)).toEqual(states);
    for (const state of states) {
      expect(getCourseProgress({ lastObjectiveWorkflow: { state }, lastObjectiveRecord: null })).toBe(progress);
    }
  });
});

describe('clampProgress (doc 1 §9 progress clamped 0..1)', () => {
  it.each([
    ['keeps a value inside the range', 0.42, 0.42],
    ['raises a negative value to 0', -0.2, 0],
    ['lowers a value above 1 to 1', 1.3, 1],
    ['reads null as 0', null, 0],
    ['reads NaN as 0', Number.NaN, 0],
  ])('%s', (_rule, value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});
