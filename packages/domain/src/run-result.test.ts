import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import type { ContentNode } from './content-tree.ts';
import { ContentState, WorkflowState } from './enums.ts';
import { getActivityCount, getRunLeaves, getRunProgress, isWaitingForGrading, scoreRun, type RunScale } from './run-result.ts';

const done = (id: string, normalizedScore?: number, extra: Parameters<typeof makeNode>[1] = {}) =>
  makeNode(id, {
    workflow: WorkflowState.finished,
    ...(normalizedScore === undefined ? {} : { normalizedScore, passed: normalizedScore >= 0.5 }),
    ...extra,
  });
const weighted = (node: ContentNode, scoreWeight: number): ContentNode => ({ ...node, scoreWeight });
const module = (id: string, children: ContentNode[]) => makeNode(id, { children });
const scale: RunScale = {
  maxScore: 20,
  normalizedPassingScore: 0.6,
  objectiveGrades: [
    { name: 'Pass', normalizedMinScore: 0.6 },
    { name: 'Merit', normalizedMinScore: 0.75 },
  ],
};
const noManual = { partIds: new Set<string>(), root: { manualGrading: false, hasRecord: false } };

describe('getRunLeaves: what a learner has to do', () => {
  it('takes the activities inside modules, at any depth, and leaves drafts out', () => {
    const tree = [
      module('m', [makeNode('a'), module('n', [makeNode('b'), makeNode('draft', { state: ContentState.draft })])]),
      makeNode('c'),
    ];
    expect(getRunLeaves(tree).map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('getActivityCount: "4 of 9 activities", the count behind every progress', () => {
  const timed = (node: ContentNode, duration: number): ContentNode => ({ ...node, childActivity: { ...node.childActivity, duration } });
  it.each([
    ['nothing done', [makeNode('a'), makeNode('b')], { done: 0, total: 2 }],
    [
      'optional parts are not counted while required ones exist',
      [done('a'), makeNode('o', { optional: true }), makeNode('b')],
      { done: 1, total: 2 },
    ],
    ['a done optional part does not count either', [makeNode('a'), done('o', undefined, { optional: true })], { done: 0, total: 1 }],
    [
      'only optional parts: they all count',
      [makeNode('o1', { optional: true }), done('o2', undefined, { optional: true })],
      { done: 1, total: 2 },
    ],
    ['nested modules are walked into', [module('m', [done('a'), module('n', [makeNode('b'), done('c')])])], { done: 2, total: 3 }],
    [
      'drafts, archived parts and empty modules are not counted',
      [done('a'), makeNode('d', { state: ContentState.draft }), makeNode('x', { state: ContentState.archived }), module('e', [])],
      { done: 1, total: 1 },
    ],
    ['submitted is not done yet', [done('a'), makeNode('s', { workflow: WorkflowState.submitted })], { done: 1, total: 2 }],
  ])('%s', (_case, tree, count) => {
    expect(getActivityCount(tree)).toMatchObject(count);
  });

  it('adds up the duration of the counted activities only', () => {
    const tree = [timed(makeNode('a'), 600), timed(makeNode('o', { optional: true }), 900), module('m', [timed(makeNode('b'), 300)])];
    expect(getActivityCount(tree).durationSeconds).toBe(900);
  });

  it('agrees with the stored progress', () => {
    const tree = [done('a'), makeNode('b'), makeNode('o', { optional: true }), module('m', [done('c'), makeNode('d')])];
    const { done: doneCount, total } = getActivityCount(tree);
    expect(getRunProgress(tree)).toBe(doneCount / total);
  });
});

describe('getRunProgress (objective workflow progress, 0..1)', () => {
  it.each([
    ['nothing done', [makeNode('a'), makeNode('b')], 0],
    ['one of two required done', [done('a'), makeNode('b')], 0.5],
    ['optional activities do not count while required ones exist', [done('a'), makeNode('o', { optional: true })], 1],
    ['only optional activities: they all count', [makeNode('o1', { optional: true }), done('o2', undefined, { optional: true })], 0.5],
    [
      'graded and approved count as done; submitted and in grading do not',
      [
        makeNode('g', { workflow: WorkflowState.graded }),
        makeNode('s', { workflow: WorkflowState.submitted }),
        makeNode('i', { workflow: WorkflowState.inGrading }),
        makeNode('p', { workflow: WorkflowState.gradingApproved }),
      ],
      0.5,
    ],
    ['an empty course is complete', [], 1],
  ])('%s', (_case, tree, progress) => {
    expect(getRunProgress(tree)).toBe(progress);
  });
});

describe('isWaitingForGrading (doc 2 §4 Submitting: the run waits for an instructor)', () => {
  it.each([
    ['all activities finished with results: no', [done('a', 0.8)], noManual, false],
    ['an activity submitted: yes', [makeNode('a', { workflow: WorkflowState.submitted })], noManual, true],
    ['an activity in grading: yes', [makeNode('a', { workflow: WorkflowState.inGrading })], noManual, true],
    ['an instructor-graded activity with no record yet: yes', [done('a')], { ...noManual, partIds: new Set(['a']) }, true],
    ['an instructor-graded activity with its record: no', [done('a', 0.7)], { ...noManual, partIds: new Set(['a']) }, false],
    [
      'an instructor-graded course root without its record: yes',
      [done('a', 0.9)],
      { partIds: new Set<string>(), root: { manualGrading: true, hasRecord: false } },
      true,
    ],
    [
      'an instructor-graded course root with its record: no',
      [done('a', 0.9)],
      { partIds: new Set<string>(), root: { manualGrading: true, hasRecord: true } },
      false,
    ],
  ])('%s', (_case, tree, manual, waiting) => {
    expect(isWaitingForGrading(tree, manual)).toBe(waiting);
  });
});

describe('scoreRun: the course result from the activity results', () => {
  it('weights the best scores, scales to the maximum, takes the highest band reached and the scale’s pass mark', () => {
    const result = scoreRun([weighted(done('a', 1), 1), weighted(done('b', 0.5), 1)], scale);
    expect(result).toEqual({ score: 15, maxScore: 20, normalizedScore: 0.75, grade: 'Merit', passed: true });
  });

  it('weights only the activities that have a score: an optional one left undone does not pull it down', () => {
    expect(scoreRun([weighted(done('a', 0.8), 1), weighted(makeNode('b', { optional: true }), 1)], scale)).toMatchObject({
      normalizedScore: 0.8,
      grade: 'Merit',
      passed: true,
    });
  });

  it('without a scale: out of 1, no grade, half marks pass', () => {
    expect(scoreRun([weighted(done('a', 0.5), 1)], undefined)).toEqual({
      score: 0.5,
      maxScore: 1,
      normalizedScore: 0.5,
      grade: null,
      passed: true,
    });
    expect(scoreRun([weighted(done('a', 0.49), 1)], undefined).passed).toBe(false);
  });

  it.each([
    [
      'every required activity done: full marks, passed, the top band',
      [done('a'), done('b')],
      { score: 20, normalizedScore: 1, passed: true, grade: 'Merit' },
    ],
    [
      'one left: nothing, failed, the lowest band (doc 1 §5)',
      [done('a'), makeNode('b')],
      { score: 0, normalizedScore: 0, passed: false, grade: 'Pass' },
    ],
  ])('a completion course (no scored activity): %s', (_case, tree, expected) => {
    expect(scoreRun(tree, scale)).toMatchObject({ ...expected, maxScore: 20 });
  });

  it('a completion course without a scale has no grade', () => {
    expect(scoreRun([done('a')], undefined)).toMatchObject({ score: 1, normalizedScore: 1, passed: true, grade: null });
  });
});
