import { describe, expect, it } from 'vitest';
import { getCardLink } from './card-link.ts';
import { WorkflowState } from './enums.ts';

describe('getCardLink (doc 1 §2 Course card link)', () => {
  it.each([
    { rule: 'a workflow in progress goes to the content', state: WorkflowState.inProgress, expected: '/courses/o1/view/content' },
    { rule: 'a finished workflow goes to the course', state: WorkflowState.finished, expected: '/courses/o1' },
    { rule: 'no workflow goes to the aggregate', state: null, expected: '/courses/o1/a1' },
    { rule: 'a workflow in grading goes to the aggregate', state: WorkflowState.inGrading, expected: '/courses/o1/a1' },
  ])('$rule', ({ state, expected }) => {
    expect(getCardLink({ objectiveId: 'o1', aggregateId: 'a1', workflowState: state })).toBe(expected);
  });
});
