import { describe, expect, it } from 'vitest';
import type { ContentNode } from './content-tree.ts';
import { makeNode } from './content-tree.fixtures.ts';
import { ContentState, PresentationMode, WorkflowState } from './enums.ts';
import { selectFirstActivity } from './first-activity.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const tree = { presentationMode: PresentationMode.Tree, now };

describe('selectFirstActivity (doc 2 §4 Automatic first activity selection)', () => {
  it.each<[string, ContentNode[], string | null]>([
    ['picks the first activity', [makeNode('a1'), makeNode('a2')], 'a1'],
    ['skips a draft activity', [makeNode('a1', { state: ContentState.draft }), makeNode('a2')], 'a2'],
    ['takes an expired activity', [makeNode('a1', { state: ContentState.expired }), makeNode('a2')], 'a1'],
    ['skips an activity that is not available', [makeNode('a1', { available: false }), makeNode('a2')], 'a2'],
    ['skips a disabled activity', [makeNode('a1', { constraint: { startUntil: PAST } }), makeNode('a2')], 'a2'],
    ['prefers an activity not started over a finished one', [makeNode('a1', { workflow: WorkflowState.finished }), makeNode('a2')], 'a2'],
    [
      'prefers an activity in progress over a finished one',
      [makeNode('a1', { workflow: WorkflowState.finished }), makeNode('a2', { workflow: WorkflowState.inProgress })],
      'a2',
    ],
    [
      'takes a finished activity when nothing else is selectable',
      [makeNode('a1', { available: false }), makeNode('a2', { workflow: WorkflowState.finished })],
      'a2',
    ],
    [
      'descends into children',
      [makeNode('m1', { children: [makeNode('a1', { workflow: WorkflowState.finished }), makeNode('a2')] })],
      'm1/a2',
    ],
    ['does not descend into a locked module', [makeNode('m1', { available: false, children: [makeNode('a1')] }), makeNode('a2')], 'a2'],
    [
      'falls back to the first child when none is available',
      [makeNode('a1', { available: false }), makeNode('a2', { state: ContentState.draft })],
      'a1',
    ],
    ['selects nothing in an empty tree', [], null],
  ])('%s', (_rule, nodes, expectedAxis) => {
    expect(selectFirstActivity(nodes, tree)?.axis ?? null).toBe(expectedAxis);
  });

  // Decision 0076: "Continue" lands where the learner saved a position last.
  const saved = (id: string, savedAt: string | null, workflow: WorkflowState = WorkflowState.inProgress): ContentNode => {
    const node = makeNode(id, { workflow });
    const last = node.childActivity.activityWorkflowAggregate!.lastActivityWorkflow!;
    const aggregate = { lastActivityWorkflow: { ...last, position: savedAt ? { savedAt } : null } };
    return { ...node, childActivity: { ...node.childActivity, activityWorkflowAggregate: aggregate } };
  };
  it.each<[string, ContentNode[], string]>([
    [
      'prefers the activity with the most recently saved position',
      [saved('a1', '2026-12-01T10:00:00Z'), saved('a2', '2026-12-01T11:00:00Z'), saved('a3', '2026-12-01T09:00:00Z')],
      'a2',
    ],
    ['prefers a saved position over an earlier activity without one', [makeNode('a1'), saved('a2', '2026-12-01T10:00:00Z')], 'a2'],
    ['keeps the spec order without saved positions', [saved('a1', null), saved('a2', null)], 'a1'],
    ['ignores the position of a finished activity', [makeNode('a1'), saved('a2', '2026-12-01T10:00:00Z', WorkflowState.finished)], 'a1'],
  ])('%s', (_rule, nodes, expectedAxis) => {
    expect(selectFirstActivity(nodes, tree)?.axis).toBe(expectedAxis);
  });

  it.each([
    ['selects nothing when an axis is active', { ...tree, axis: 'a2' }],
    ['selects nothing in tiles mode', { ...tree, presentationMode: PresentationMode.Tiles }],
  ])('%s', (_rule, options) => {
    expect(selectFirstActivity([makeNode('a1')], options)).toBeNull();
  });

  it.each([
    ['selects in long-read mode', PresentationMode.LongRead],
    ['selects in long-read mode without names', PresentationMode.LongReadWithoutActivityNames],
  ])('%s', (_rule, presentationMode) => {
    expect(selectFirstActivity([makeNode('a1')], { presentationMode, now })?.axis).toBe('a1');
  });
});
