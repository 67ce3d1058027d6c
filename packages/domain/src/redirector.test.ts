import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import { ContentType } from './enums.ts';
import { getRedirectorTarget } from './redirector.ts';
import type { RedirectorInput } from './redirector.ts';

const tree = [makeNode('m1', { children: [makeNode('a1', { activityPathId: 'p-a1' })] }), makeNode('a2')];
const base: RedirectorInput = { objectiveId: 'o1', courseType: ContentType.composite, hasStartedWorkflow: true, tree };
const details = { kind: 'details', path: '/courses/o1/view/details' };

describe('getRedirectorTarget (doc 2 §2 Redirector)', () => {
  it.each<{ rule: string; change: Partial<RedirectorInput>; expected: unknown }>([
    {
      rule: 'a composite with no started workflow goes to details',
      change: { hasStartedWorkflow: false, activityId: 'activity-a1' },
      expected: details,
    },
    { rule: 'an activity that is not found goes to details', change: { activityId: 'nope' }, expected: details },
    { rule: 'an activity path that is not found goes to details', change: { activityPathId: 'nope' }, expected: details },
    {
      rule: 'an activity found by id opens the content at its axis',
      change: { activityId: 'activity-a1' },
      expected: { kind: 'content', axis: 'm1/a1', path: '/courses/o1/view/content/m1/a1' },
    },
    {
      rule: 'an activity found by path id opens the content at its axis',
      change: { activityPathId: 'p-a1' },
      expected: { kind: 'content', axis: 'm1/a1', path: '/courses/o1/view/content/m1/a1' },
    },
    {
      rule: 'the path id wins over the activity id',
      change: { activityPathId: 'path-a2', activityId: 'activity-a1' },
      expected: { kind: 'content', axis: 'a2', path: '/courses/o1/view/content/a2' },
    },
    {
      rule: 'no activity asked opens the content without an axis',
      change: {},
      expected: { kind: 'content', axis: null, path: '/courses/o1/view/content' },
    },
    {
      rule: 'in the proctoring frame, an activity found by path id opens on the proctor route',
      change: { activityPathId: 'p-a1', inProctoringIframe: true },
      expected: { kind: 'proctor', activityPathId: 'p-a1', path: '/courses/proctor/o1/p-a1' },
    },
    {
      rule: 'in the proctoring frame, an activity found by id opens on the proctor route of its path',
      change: { activityId: 'activity-a1', inProctoringIframe: true },
      expected: { kind: 'proctor', activityPathId: 'p-a1', path: '/courses/proctor/o1/p-a1' },
    },
    {
      rule: 'in the proctoring frame, an activity that is not found still goes to details',
      change: { activityId: 'nope', inProctoringIframe: true },
      expected: details,
    },
    {
      rule: 'in the proctoring frame, no activity asked opens the content',
      change: { inProctoringIframe: true },
      expected: { kind: 'content', axis: null, path: '/courses/o1/view/content' },
    },
    {
      rule: 'an LTI course with no started workflow opens the content',
      change: { courseType: ContentType.lti, hasStartedWorkflow: false, tree: [] },
      expected: { kind: 'content', axis: null, path: '/courses/o1/view/content' },
    },
  ])('$rule', ({ change, expected }) => {
    expect(getRedirectorTarget({ ...base, ...change })).toEqual(expected);
  });
});
