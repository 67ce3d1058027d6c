import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import type { NodeOptions } from './content-tree.fixtures.ts';
import { ContentState, ContentType, WorkflowState } from './enums.ts';
import { getTocItemState } from './toc-item-state.ts';
import type { TocContext, TocItem } from './toc-item-state.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const running: TocContext = { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: false };
const courseDone: TocContext = { courseWorkflowState: WorkflowState.finished, accessNewContentAfterCompletion: false };
const courseDoneOpen: TocContext = { courseWorkflowState: WorkflowState.finished, accessNewContentAfterCompletion: true };

describe('getTocItemState (doc 2 §4 Table-of-contents item display)', () => {
  it.each<[string, NodeOptions, TocContext, Pick<TocItem, 'state' | 'locked'>]>([
    ['draft shows the clock', { state: ContentState.draft }, running, { state: 'draft', locked: true }],
    [
      'completed and passed shows the check',
      { workflow: WorkflowState.finished, passed: true },
      running,
      { state: 'passed', locked: false },
    ],
    ['completed with an unknown result shows the check', { workflow: WorkflowState.finished }, running, { state: 'passed', locked: false }],
    [
      'completed and failed shows the warning',
      { workflow: WorkflowState.finished, passed: false },
      running,
      { state: 'failed', locked: false },
    ],
    [
      'a completed item keeps its check when locked later',
      { workflow: WorkflowState.finished, passed: true, constraint: { accessibleUntil: PAST } },
      running,
      { state: 'passed', locked: true },
    ],
    ['locked when not available', { available: false }, running, { state: 'locked', locked: true }],
    ['locked when disabled by constraints', { constraint: { startUntil: PAST } }, running, { state: 'locked', locked: true }],
    ['locked when the course is finished, never started and new content is not allowed', {}, courseDone, { state: 'locked', locked: true }],
    ['open when the course is finished but new content is allowed', {}, courseDoneOpen, { state: 'empty', locked: false }],
    [
      'open when the course is finished and the activity was started',
      { workflow: WorkflowState.inProgress },
      courseDone,
      { state: 'empty', locked: false },
    ],
    ['locked outranks optional', { optional: true, available: false }, running, { state: 'locked', locked: true }],
    ['optional shows the dashed circle', { optional: true }, running, { state: 'optional', locked: false }],
    ['otherwise an empty circle', { workflow: WorkflowState.inProgress }, running, { state: 'empty', locked: false }],
    ['a submitted activity is not yet completed', { workflow: WorkflowState.submitted }, running, { state: 'empty', locked: false }],
  ])('%s', (_rule, options, context, expected) => {
    const item = getTocItemState(makeNode('a', options), context, now);
    expect({ state: item.state, locked: item.locked }).toEqual(expected);
  });

  it.each([
    ['a proctored LTI item is proctored', { type: ContentType.lti, proctored: true }, true],
    ['a proctored item of another type is not flagged', { type: ContentType.text, proctored: true }, false],
    ['an LTI item without proctoring is not flagged', { type: ContentType.lti, proctored: false }, false],
  ] as const)('%s', (_rule, options, proctored) => {
    expect(getTocItemState(makeNode('a', options), running, now).proctored).toBe(proctored);
  });

  it('reports the disabled reason for the locked popup', () => {
    expect(getTocItemState(makeNode('a', { constraint: { startUntil: PAST } }), running, now).disabledReason).toBe('afterStartUntil');
  });
});

describe('getTocItemState of a module: the rollup of its required parts (doc 2 §4)', () => {
  const done = (id: string, extra: NodeOptions = {}) => makeNode(id, { workflow: WorkflowState.finished, ...extra });
  const module = (children: ReturnType<typeof makeNode>[]) => makeNode('m', { children });
  it.each<[string, ReturnType<typeof makeNode>, TocItem['state']]>([
    ['complete when every required part is done, an optional one left', module([done('a'), makeNode('o', { optional: true })]), 'passed'],
    ['not complete while a required part is left', module([done('a'), makeNode('b')]), 'empty'],
    [
      'not complete while a required part waits for grading',
      module([done('a'), makeNode('b', { workflow: WorkflowState.submitted })]),
      'empty',
    ],
    [
      'a module of optional parts only: all of them count',
      module([done('o1', { optional: true }), makeNode('o2', { optional: true })]),
      'empty',
    ],
    [
      'complete through a nested module',
      module([done('a'), makeNode('n', { children: [done('b'), makeNode('c', { optional: true })] })]),
      'passed',
    ],
    ['not complete while a nested required part is left', module([done('a'), makeNode('n', { children: [makeNode('b')] })]), 'empty'],
    ['completed with a part below its passing score shows the warning', module([done('a', { passed: false }), done('b')]), 'failed'],
    [
      'drafts and archived parts do not count',
      module([done('a'), makeNode('d', { state: ContentState.draft }), makeNode('x', { state: ContentState.archived })]),
      'passed',
    ],
    ['a module with nothing to do is not complete', module([makeNode('d', { state: ContentState.draft })]), 'empty'],
  ])('%s', (_case, node, state) => {
    expect(getTocItemState(node, running, now).state).toBe(state);
  });
});
