import { isAwaitingGrade, isRunInProgress } from './lifecycle.ts';
import type { ContentNode } from './content-tree.ts';
import { getRunLeaves } from './run-result.ts';

export interface FinishBlockers<N extends ContentNode> {
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
