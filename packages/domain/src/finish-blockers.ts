import { isAwaitingGrade, isRunInProgress } from './lifecycle.ts';
import { flattenTree } from './content-tree.ts';
import type { ContentNode } from './content-tree.ts';
import { getRunLeaves } from './run-result.ts';

export interface FinishBlockers<N> {
  readonly incompleteMandatory: readonly N[];
  readonly inGrading: readonly N[];
  /** Completed below the passing score: another attempt could improve the result. */
  readonly improvableScores: readonly N[];
  readonly incompleteOptional: readonly N[];
  /** No mandatory activity is left to do and none waits for grading. */
  readonly canFinish: boolean;
}

/**
 * The lists of the "Unable to finish the course/module" dialog (doc 2 §8), over the leaf
 * activities of a course or module (draft and archived ones skipped).
 * Decisions: not started or in progress is incomplete; submitted and in grading are in
 * grading; graded, approved and finished are complete, and improvable when the best
 * record did not pass. Only incomplete mandatory and in-grading activities block;
 * improvable scores and optional activities are reported as warnings.
 */
export function getFinishBlockers<N extends ContentNode>(nodes: readonly N[]): FinishBlockers<N> {
  const blockers = { incompleteMandatory: [] as N[], inGrading: [] as N[], improvableScores: [] as N[], incompleteOptional: [] as N[] };
  for (const leaf of getRunLeaves(nodes)) {
    const aggregate = leaf.childActivity.activityWorkflowAggregate;
    const state = aggregate?.lastActivityWorkflow?.state;
    if (state === undefined || isRunInProgress(state)) {
      (leaf.optional ? blockers.incompleteOptional : blockers.incompleteMandatory).push(leaf);
    } else if (isAwaitingGrade(state)) {
      blockers.inGrading.push(leaf);
    } else if (aggregate?.bestActivityRecord?.passed === false) {
      blockers.improvableScores.push(leaf);
    }
  }
  return {
    ...blockers,
    canFinish: blockers.incompleteMandatory.length === 0 && blockers.inGrading.length === 0,
  };
}

/** An activity of the finish checklist, with the axis its content page opens it at (doc 2 §2). */
export interface ChecklistItem<N extends ContentNode> {
  readonly node: N;
  readonly axis: string;
}

export type FinishChecklist<N extends ContentNode> = FinishBlockers<ChecklistItem<N>>;

/**
 * The lists of getFinishBlockers with where each activity is, so the submit and finish
 * dialogs can link to it (issue 33): the same rule the server refuses a finish by.
 */
export function getFinishChecklist<N extends ContentNode>(nodes: readonly N[]): FinishChecklist<N> {
  const blockers = getFinishBlockers(nodes);
  const axes = new Map(flattenTree(nodes).map(({ node, axis }) => [node, axis]));
  const locate = (list: readonly N[]) => list.map((node) => ({ node, axis: axes.get(node) ?? node.id }));
  return {
    incompleteMandatory: locate(blockers.incompleteMandatory),
    inGrading: locate(blockers.inGrading),
    improvableScores: locate(blockers.improvableScores),
    incompleteOptional: locate(blockers.incompleteOptional),
    canFinish: blockers.canFinish,
  };
}
