import { isRunFinished } from './lifecycle.ts';
import { DEFAULT_NORMALIZED_PASSING_SCORE } from './constants.ts';
import { WorkflowState } from './enums.ts';

/** IMS AGS 2.0 §3.4 score progress values. */
export type ActivityProgress = 'Initialized' | 'Started' | 'InProgress' | 'Submitted' | 'Completed';
export type GradingProgress = 'FullyGraded' | 'Pending' | 'PendingManual' | 'Failed' | 'NotReady';

export interface ToolScore {
  readonly scoreGiven?: number | undefined;
  readonly scoreMaximum?: number | undefined;
  readonly activityProgress: ActivityProgress;
  readonly gradingProgress: GradingProgress;
}

export interface ToolResult {
  readonly score: number;
  readonly maxScore: number;
  readonly normalizedScore: number;
  readonly passed: boolean;
}

/**
 * What a tool's score does to the learner's activity workflow (decision 0019):
 * - `finished` (with its result, or none for a completion without a score);
 * - `submitted`: handed in, waiting for the tool's grader (PendingManual, Pending…);
 * - `unchanged`: the learner is still working, or the score cannot move the workflow
 *   from where it is (a finished activity does not go back to waiting).
 */
export type ToolScoreEffect =
  { readonly kind: 'finished'; readonly result: ToolResult | null } | { readonly kind: 'submitted' } | { readonly kind: 'unchanged' };

const handedIn = (p: ActivityProgress) => p === 'Submitted' || p === 'Completed';

/**
 * The activity's result is kept on the activity's own scale (its maxScore), normalised
 * from the tool's scoreGiven/scoreMaximum; it passes at the default pass mark.
 */
export function toolScoreEffect(score: ToolScore, current: WorkflowState, activityMaxScore: number): ToolScoreEffect {
  let effect: ToolScoreEffect;
  if (score.gradingProgress === 'FullyGraded' && score.scoreGiven !== undefined && score.scoreMaximum) {
    const normalizedScore = Math.min(1, Math.max(0, score.scoreGiven / score.scoreMaximum));
    effect = {
      kind: 'finished',
      result: {
        score: normalizedScore * activityMaxScore,
        maxScore: activityMaxScore,
        normalizedScore,
        passed: normalizedScore >= DEFAULT_NORMALIZED_PASSING_SCORE,
      },
    };
  } else if (!handedIn(score.activityProgress)) {
    effect = { kind: 'unchanged' };
  } else if (score.gradingProgress === 'FullyGraded') {
    effect = { kind: 'finished', result: null };
  } else {
    effect = { kind: 'submitted' };
  }
  if (isRunFinished(current) && effect.kind === 'submitted') return { kind: 'unchanged' };
  if (current === WorkflowState.submitted && effect.kind === 'submitted') return { kind: 'unchanged' };
  return effect;
}
