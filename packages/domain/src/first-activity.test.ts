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
