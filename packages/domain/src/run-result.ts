import { isAwaitingGrade, isRunDone } from './lifecycle.ts';
import { getChildren, type ContentNode } from './content-tree.ts';
import { ContentState, ContentType } from './enums.ts';
import { getGradeForScore, isPassed } from './grading.ts';
import { DEFAULT_NORMALIZED_PASSING_SCORE } from './constants.ts';
import { getObjectiveScore } from './objective-score.ts';

/** The activities a learner has to do in a run: the leaves of its tree, drafts left out. */
export function getRunLeaves<N extends ContentNode>(nodes: readonly N[]): N[] {
  return nodes.flatMap((node) =>
    node.childActivity.type === ContentType.composite
      ? getRunLeaves(getChildren(node))
      : node.childActivity.state === ContentState.draft
        ? []
        : [node],
  );
}

const lastState = (node: ContentNode) => node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.state;

/**
 * A run's progress (doc 2 §3 objective workflow `progress`, 0..1): the share of its
 * required activities done; a course of optional activities only counts them all. An
 * empty course is complete.
 */
export function getRunProgress(tree: readonly ContentNode[]): number {
  const leaves = getRunLeaves(tree);
  const required = leaves.filter((leaf) => !leaf.optional);
  const counted = required.length ? required : leaves;
  if (counted.length === 0) return 1;
  return counted.filter((leaf) => isRunDone(lastState(leaf))).length / counted.length;
}

export interface ManualGrading {
  /** Parts whose activity an instructor grades (its record comes from them). */
  readonly partIds: ReadonlySet<string>;
  /** The course's root activity is graded by an instructor, and whether it has its record yet. */
  readonly root: { readonly manualGrading: boolean; readonly hasRecord: boolean };
}

/**
 * doc 2 §4 Submitting: a run handed in waits for an instructor (`inGrading`, its record
 * with no result yet) while an activity is submitted or in grading, an instructor-graded
 * activity has no record, or an instructor-graded course root has none.
 */
export function isWaitingForGrading(tree: readonly ContentNode[], manual: ManualGrading): boolean {
  const pending = (node: ContentNode) => {
    const state = lastState(node);
    if (isAwaitingGrade(state)) return true;
    return manual.partIds.has(node.id) && !node.childActivity.activityWorkflowAggregate?.bestActivityRecord;
  };
  return getRunLeaves(tree).some(pending) || (manual.root.manualGrading && !manual.root.hasRecord);
}

export interface RunScale {
  readonly maxScore: number;
  readonly normalizedPassingScore: number;
  readonly objectiveGrades: readonly { readonly name: string; readonly normalizedMinScore: number }[];
}

export interface RunResult {
  readonly score: number;
  readonly maxScore: number;
  readonly normalizedScore: number;
  readonly grade: string | null;
  readonly passed: boolean;
}

/**
 * A course result from its activity results: the score weights the best normalized
 * scores of the activities that have one (getObjectiveScore) — an optional activity left
 * undone does not pull it down, and a required one cannot be left undone (the finish
 * blockers of doc 2 §8); the grade is the highest band of the scale
 * reached; passed is checked against the scale's passing score, or half marks without a
 * scale. A course with no scored activity is a completion course: full marks and passed
 * when every required activity is done, else nothing and failed; on a scale its grade is
 * the band of that score like any other (doc 1 §5: else the lowest band).
 */
export function scoreRun(tree: readonly ContentNode[], scale: RunScale | undefined): RunResult {
  const maxScore = scale?.maxScore ?? 1;
  const scored = getRunLeaves(tree).flatMap((leaf) => {
    const normalizedScore = leaf.childActivity.activityWorkflowAggregate?.bestActivityRecord?.normalizedScore;
    return normalizedScore == null ? [] : [{ scoreWeight: leaf.scoreWeight ?? 0, normalizedScore }];
  });
  const score = getObjectiveScore(scored, maxScore);
  if (!score) {
    const complete = getRunProgress(tree) >= 1;
    const normalizedScore = complete ? 1 : 0;
    return {
      score: complete ? maxScore : 0,
      maxScore,
      normalizedScore,
      grade: gradeForScore(normalizedScore, scale).grade,
      passed: complete,
    };
  }
  return { ...score, ...gradeForScore(score.normalizedScore, scale) };
}

/**
 * The grade band and pass of a normalized score on a course's scale (or without one: no
 * grade, half marks pass) — for a run scored from its activities and for an instructor's grade.
 */
export function gradeForScore(normalizedScore: number, scale: RunScale | undefined): { grade: string | null; passed: boolean } {
  const grade = scale ? (getGradeForScore({ objectiveGrades: scale.objectiveGrades }, normalizedScore)?.name ?? null) : null;
  return {
    grade,
    passed: isPassed(normalizedScore, { normalizedPassingScore: scale?.normalizedPassingScore ?? DEFAULT_NORMALIZED_PASSING_SCORE }),
  };
}
