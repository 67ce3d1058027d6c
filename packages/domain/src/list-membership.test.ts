import { describe, expect, it } from 'vitest';
import { ContentState, WorkflowState } from './enums.ts';
import { isListedInMyCourses } from './list-membership.ts';

const base = {
  activityState: ContentState.ready,
  isMandatory: false,
  isSelfEnrolled: false,
  lastObjectiveWorkflow: null,
  lastObjectiveRecord: null,
};

describe('isListedInMyCourses (doc 1 §4 List membership)', () => {
  it.each([
    { rule: 'listed when self-enrolled', change: { isSelfEnrolled: true }, expected: true },
    { rule: 'listed when mandatory', change: { isMandatory: true }, expected: true },
    { rule: 'listed with a workflow', change: { lastObjectiveWorkflow: { state: WorkflowState.inProgress } }, expected: true },
    { rule: 'listed with a record', change: { lastObjectiveRecord: { passed: true } }, expected: true },
    { rule: 'not listed when optional, assigned and untouched', change: {}, expected: false },
    {
      rule: 'archived courses are excluded even when mandatory',
      change: { activityState: ContentState.archived, isMandatory: true },
      expected: false,
    },
    {
      rule: 'draft courses that are mandatory are listed',
      change: { activityState: ContentState.draft, isMandatory: true },
      expected: true,
    },
  ])('$rule', ({ change, expected }) => {
    expect(isListedInMyCourses({ ...base, ...change })).toBe(expected);
  });
});
