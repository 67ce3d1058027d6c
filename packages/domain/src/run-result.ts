import { isAwaitingGrade, isRunDone } from './lifecycle.ts';
import { getChildren, type ContentNode } from './content-tree.ts';
import { ContentState, ContentType } from './enums.ts';
import { getGradeForScore, isPassed } from './grading.ts';
import { DEFAULT_NORMALIZED_PASSING_SCORE } from './constants.ts';
import { getObjectiveScore } from './objective-score.ts';

/**
 * The activities a learner has to do in a run: the leaves of its tree (modules are walked
 * into), drafts and archived ones left out (doc 2 §4: neither can be done, and archived
 * ones are not in the table of contents). The one walk behind progress, the module rollup,
 * the finish blockers and the score.
 */
export function getRunLeaves<N extends ContentNode>(nodes: readonly N[]): N[] {
  return nodes.flatMap((node) => {
    const { type, state } = node.childActivity;
    if (state === ContentState.draft || state === ContentState.archived) return [];
    return type === ContentType.composite ? getRunLeaves(getChildren(node)) : [node];
  });
}

const lastState = (node: ContentNode) => node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.state;

export interface ActivityCount {
  /** Counted activities done: graded, approved or finished (submitted and in grading are not yet). */
  readonly done: number;
  readonly total: number;
  /** The expected duration of the counted activities, in seconds (doc 2 §3 activity `duration`). */
  readonly durationSeconds: number;
}

/**
 * "4 of 9 activities" (issue 33): the activities that count towards a course's or a
 * module's progress, and how many are done. Optional activities do not count while
 * required ones exist (doc 2 §4 rollup); a course or module of optional activities only
 * counts them all. The server's stored progress, the progress bars and the module check
 * marks all come from this count, so they cannot disagree.
 */
export function getActivityCount(nodes: readonly ContentNode[]): ActivityCount {
  const leaves = getRunLeaves(nodes);
  const required = leaves.filter((leaf) => !leaf.optional);
  const counted = required.length ? required : leaves;
  return {
    done: counted.filter((leaf) => isRunDone(lastState(leaf))).length,
    total: counted.length,
    durationSeconds: counted.reduce((sum, leaf) => sum + Math.max(0, leaf.childActivity.duration ?? 0), 0),
  };
}

/**
 * A module's rollup for its table-of-contents icon: complete when every counted activity
 * in it is done (getActivityCount), failed when one of them was completed below its
 * passing score; null while something is left, or when it holds nothing to do.
 */
export function getModuleCompletion(module: ContentNode): 'passed' | 'failed' | null {
  const children = getChildren(module);
  const count = getActivityCount(children);
  if (count.total === 0 || count.done < count.total) return null;
  const counted = getRunLeaves(children).filter((leaf) => isRunDone(lastState(leaf)));
  return counted.some((leaf) => leaf.childActivity.activityWorkflowAggregate?.bestActivityRecord?.passed === false) ? 'failed' : 'passed';
}

/**
 * A run's progress (doc 2 §3 objective workflow `progress`, 0..1): the share of its
 * counted activities done (getActivityCount). An empty course is complete.
 */
export function getRunProgress(tree: readonly ContentNode[]): number {
  const { done, total } = getActivityCount(tree);
  return total === 0 ? 1 : done / total;
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
