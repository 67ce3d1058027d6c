import { DEFAULT_NORMALIZED_PASSING_SCORE } from './constants.ts';
import { isRunFinished } from './lifecycle.ts';
import type { WorkflowState } from './enums.ts';

/**
 * What a SCORM SCO or a cmi5 AU says of the learner's attempt, read from its own terms
 * (scorm-status.ts, cmi5-move-on.ts): whether it is done (completed, or satisfied by its
 * moveOn), whether it was passed (null: the content does not say) and its scaled score
 * (-1..1 as both standards give it; null: none).
 */
export interface PackageResult {
  readonly completed: boolean;
  readonly passed: boolean | null;
  readonly scaledScore: number | null;
}

/** The activity's record: the score on the activity's own scale, when the content gave one. */
export interface PackageRecord {
  readonly score: number | null;
  readonly maxScore: number;
  readonly normalizedScore: number | null;
  readonly passed: boolean | null;
}

export type PackageResultEffect = { readonly kind: 'finished'; readonly record: PackageRecord } | { readonly kind: 'unchanged' };

/**
 * What a package's result does to the learner's activity workflow (issue 34):
 * - done (completed, or passed or failed: a success status is a verdict) → `finished`, with
 *   a record: the scaled score clamped to 0..1 and put on the activity's scale; passed as
 *   the content says, else by the default pass mark when there is a score, else unknown;
 * - not done → `unchanged`: the learner is still working, and a finished activity never goes
 *   back to in progress (a relaunch that reports less keeps the result).
 */
export function packageResultEffect(result: PackageResult, current: WorkflowState, activityMaxScore: number): PackageResultEffect {
  const done = result.completed || result.passed !== null;
  if (!done) return { kind: 'unchanged' };
  const normalizedScore = result.scaledScore === null ? null : Math.min(1, Math.max(0, result.scaledScore));
  const passed = result.passed ?? (normalizedScore === null ? null : normalizedScore >= DEFAULT_NORMALIZED_PASSING_SCORE);
  const record = {
    score: normalizedScore === null ? null : normalizedScore * activityMaxScore,
    maxScore: activityMaxScore,
    normalizedScore,
    passed,
  };
  // A finished activity takes a newer verdict only when it says something: a bare "completed" keeps the score it had.
  if (isRunFinished(current) && normalizedScore === null && passed === null) return { kind: 'unchanged' };
  return { kind: 'finished', record };
}
