import { describe, expect, it } from 'vitest';
import { getDetailsAutoRedirect, shouldAutoRedirectToCatalog } from './details-redirect.ts';
import type { DetailsRedirectInput } from './details-redirect.ts';
import { ContentState, WorkflowState } from './enums.ts';

const base: DetailsRedirectInput = {
  objectiveId: 'o1',
  isPublicView: false,
  isMandatory: false,
  isSelfEnrolled: false,
  activityState: ContentState.ready,
  lastObjectiveWorkflow: null,
  lastObjectiveRecord: null,
};
const toCatalog = { kind: 'catalog', path: '/catalog/o1' };
const toCourse = { kind: 'coursePage', path: '/courses/o1' };

describe('getDetailsAutoRedirect (doc 2 §4 Auto redirect)', () => {
  it.each<{ rule: string; change: Partial<DetailsRedirectInput>; expected: unknown }>([
    { rule: 'a non-mandatory, non-self-enrolled, never-started course goes to the catalog', change: {}, expected: toCatalog },
    { rule: 'a mandatory course stays', change: { isMandatory: true }, expected: null },
    { rule: 'a self-enrolled course stays', change: { isSelfEnrolled: true }, expected: null },
    { rule: 'a started course stays', change: { lastObjectiveWorkflow: { state: WorkflowState.finished } }, expected: null },
    { rule: 'an imported result stays (decision)', change: { lastObjectiveRecord: { passed: true } }, expected: null },
    { rule: 'an archived course stays', change: { activityState: ContentState.archived }, expected: null },
    {
      rule: 'a public user with a workflow goes to the course page',
      change: { isPublicView: true, lastObjectiveWorkflow: { state: WorkflowState.inProgress } },
      expected: toCourse,
    },
    {
      rule: 'a public user who self-enrolled goes to the course page',
      change: { isPublicView: true, isSelfEnrolled: true },
      expected: toCourse,
    },
    { rule: 'a public user with neither stays and is not sent to the catalog', change: { isPublicView: true }, expected: null },
  ])('$rule', ({ change, expected }) => {
    const input = { ...base, ...change };
    expect(getDetailsAutoRedirect(input)).toEqual(expected);
    expect(shouldAutoRedirectToCatalog(input)).toBe(expected === toCatalog);
  });
});
