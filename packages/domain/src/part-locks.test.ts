import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import { WorkflowState } from './enums.ts';
import { getPartLocks } from './part-locks.ts';

const now = new Date('2026-06-15T12:00:00Z');
const context = { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: false };
const later = { startFrom: '2026-06-20T00:00:00Z' };

describe("getPartLocks (decision 0056): every part's lock, the one walk every leaving place reads", () => {
  it('locks a part by its own rule and leaves an open one out', () => {
    const locks = getPartLocks([makeNode('open'), makeNode('soon', { constraint: later })], context, now);
    expect([...locks]).toEqual([['soon', { reason: 'beforeStartFrom', date: later.startFrom }]]);
  });

  it("locks everything inside a locked module with the module's lock, however deep", () => {
    const inner = makeNode('inner', { children: [makeNode('leaf')] });
    const locks = getPartLocks([makeNode('module', { constraint: later, children: [inner, makeNode('sibling')] })], context, now);
    expect(Object.fromEntries([...locks].map(([id, lock]) => [id, lock.reason]))).toEqual({
      module: 'beforeStartFrom',
      inner: 'beforeStartFrom',
      leaf: 'beforeStartFrom',
      sibling: 'beforeStartFrom',
    });
  });

  it('walks into an open module and locks only its locked parts', () => {
    const locks = getPartLocks([makeNode('module', { children: [makeNode('a'), makeNode('b', { available: false })] })], context, now);
    expect([...locks.keys()]).toEqual(['b']);
  });

  it('locks a never-started part of a finished course that takes no new content', () => {
    const finished = { courseWorkflowState: WorkflowState.finished, accessNewContentAfterCompletion: false };
    const locks = getPartLocks([makeNode('done', { workflow: WorkflowState.finished, passed: true }), makeNode('new')], finished, now);
    expect([...locks.keys()]).toEqual(['new']);
  });
});
