import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import { ContentState, WorkflowState } from './enums.ts';
import { getFinishBlockers, getFinishChecklist } from './finish-blockers.ts';

const tree = [
  makeNode('notStarted'),
  makeNode('running', { workflow: WorkflowState.inProgress }),
  makeNode('optionalTodo', { optional: true }),
  makeNode('optionalDone', { optional: true, workflow: WorkflowState.finished, passed: true }),
  makeNode('module', {
    children: [
      makeNode('submitted', { workflow: WorkflowState.submitted }),
      makeNode('grading', { workflow: WorkflowState.inGrading }),
      makeNode('failed', { workflow: WorkflowState.finished, passed: false }),
      makeNode('gradedFailed', { workflow: WorkflowState.graded, passed: false }),
      makeNode('passed', { workflow: WorkflowState.finished, passed: true }),
      makeNode('draft', { state: ContentState.draft }),
    ],
  }),
];

describe('getFinishBlockers (doc 2 §8 finish-course blockers)', () => {
  const blockers = getFinishBlockers(tree);
  it.each([
    ['incomplete mandatory activities: not started or in progress', blockers.incompleteMandatory, ['notStarted', 'running']],
    ['activities in grading: submitted or in grading', blockers.inGrading, ['submitted', 'grading']],
    ['improvable scores: completed below passing', blockers.improvableScores, ['failed', 'gradedFailed']],
    ['incomplete optional activities', blockers.incompleteOptional, ['optionalTodo']],
  ])('%s', (_rule, list, ids) => {
    expect(list.map((node) => node.id)).toEqual(ids);
  });

  it.each([
    ['cannot finish with incomplete mandatory activities', tree, false],
    ['cannot finish while an activity is in grading', [makeNode('g', { workflow: WorkflowState.inGrading })], false],
    [
      'can finish with only improvable scores and optional activities left',
      [makeNode('f', { workflow: WorkflowState.finished, passed: false }), makeNode('o', { optional: true })],
      true,
    ],
    ['can finish when everything is done', [makeNode('p', { workflow: WorkflowState.finished, passed: true })], true],
  ])('%s', (_rule, nodes, canFinish) => {
    expect(getFinishBlockers(nodes).canFinish).toBe(canFinish);
  });
});

describe('getFinishChecklist (issue 33: the blockers with where they are)', () => {
  it.each([
    ['an activity at the top is at its own id', 'notStarted', 'notStarted'],
    ['an activity in a module is under the module', 'submitted', 'module/submitted'],
  ])('%s', (_rule, id, axis) => {
    const checklist = getFinishChecklist(tree);
    const all = [...checklist.incompleteMandatory, ...checklist.inGrading];
    expect(all.find((item) => item.node.id === id)?.axis).toBe(axis);
  });

  it('lists the same activities as getFinishBlockers and agrees on finishing', () => {
    const checklist = getFinishChecklist(tree);
    const blockers = getFinishBlockers(tree);
    expect(checklist.incompleteMandatory.map((item) => item.node)).toEqual(blockers.incompleteMandatory);
    expect(checklist.canFinish).toBe(blockers.canFinish);
  });
});
