import { describe, expect, it } from 'vitest';
import { findInTree, findNodeByAxis, flattenTree, getActivityPhase, getAxis, removeArchived } from './content-tree.ts';
import { makeNode } from './content-tree.fixtures.ts';
import { ContentState, WorkflowState } from './enums.ts';

const tree = [
  makeNode('m1', {
    children: [makeNode('a1'), makeNode('m2', { children: [makeNode('a2'), makeNode('x1', { state: ContentState.archived })] })],
  }),
  makeNode('x2', { state: ContentState.archived }),
  makeNode('a3'),
];

describe('axes (doc 2 §2: the slash-joined path of part ids)', () => {
  it('getAxis joins the part ids of a path', () => {
    expect(getAxis([{ id: 'm1' }, { id: 'm2' }, { id: 'a2' }])).toBe('m1/m2/a2');
  });

  it.each([
    ['finds a top-level part', 'a3', 'a3'],
    ['finds a nested part', 'm1/m2/a2', 'a2'],
    ['ignores leading and trailing slashes', '/m1/a1/', 'a1'],
    ['misses a part under the wrong parent', 'm1/a2', null],
    ['misses an unknown id', 'zz', null],
  ])('findNodeByAxis %s', (_rule, axis, expectedId) => {
    expect(findNodeByAxis(tree, axis)?.id ?? null).toBe(expectedId);
  });

  it('findInTree walks depth-first and reports the axis', () => {
    expect(findInTree(tree, (node) => node.id === 'a2')?.axis).toBe('m1/m2/a2');
  });

  it('flattenTree lists every part in order', () => {
    expect(flattenTree(tree).map(({ axis }) => axis)).toEqual(['m1', 'm1/a1', 'm1/m2', 'm1/m2/a2', 'm1/m2/x1', 'x2', 'a3']);
  });
});

describe('removeArchived (doc 2 §4: archived activities are removed from the table of contents)', () => {
  it('removes archived parts at every depth and keeps the rest in order', () => {
    expect(flattenTree(removeArchived(tree)).map(({ axis }) => axis)).toEqual(['m1', 'm1/a1', 'm1/m2', 'm1/m2/a2', 'a3']);
  });

  it('does not change the input tree', () => {
    removeArchived(tree);
    expect(flattenTree(tree)).toHaveLength(7);
  });
});

describe('getActivityPhase (not started / in progress / finished of doc 2 §4)', () => {
  it.each([
    ['no activity workflow is not started', null, 'notStarted'],
    ['inProgress is in progress', WorkflowState.inProgress, 'inProgress'],
    ['submitted counts as finished', WorkflowState.submitted, 'finished'],
    ['in grading counts as finished', WorkflowState.inGrading, 'finished'],
    ['finished is finished', WorkflowState.finished, 'finished'],
  ] as const)('%s', (_rule, workflow, phase) => {
    expect(getActivityPhase(makeNode('a', { workflow }))).toBe(phase);
  });
});
