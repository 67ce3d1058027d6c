import { toWholePercent } from './percent.ts';
import type { ScoreResult } from './types.ts';

export interface ScoreDisplay {
  /** Whole percent of the normalized score. */
  readonly percent: number;
  /** The score on the scale of `maxScore` (two decimals at most), null when only the percent shows. */
  readonly scaledScore: number | null;
  readonly maxScore: number;
  /** Whether to show the "x out of y points" text (doc 2 §9). */
  readonly showPoints: boolean;
}

/**
 * doc 1 §5, doc 2 §9: a score whose maximum is 1 shows only the percentage; otherwise the
 * normalized score is shown scaled by the maximum, with the "x out of y points" text.
 * A missing maximum is taken as 1. Returns null when there is no score at all.
 */
export function getScoreDisplay(result: ScoreResult): ScoreDisplay | null {
  const maxScore = typeof result.maxScore === 'number' && result.maxScore > 0 ? result.maxScore : 1;
  const normalized = getNormalizedScore(result, maxScore);
  if (normalized === null) return null;
  const percent = toWholePercent(normalized);
  if (maxScore === 1) return { percent, scaledScore: null, maxScore, showPoints: false };
  const scaledScore = Math.round(normalized * maxScore * 100) / 100;
  return { percent, scaledScore, maxScore, showPoints: true };
}

/**
 * Full marks on the raw score: a maximum whose normalized value came back slightly under 1
 * (0.999 from rounding elsewhere) is still full marks — shown as 20 out of 20 and coloured
 * as success, one rule for both.
 */
export function hasFullMarks(result: ScoreResult): boolean {
  const { score, maxScore } = result;
  return typeof score === 'number' && typeof maxScore === 'number' && maxScore > 0 && score >= maxScore;
}

function getNormalizedScore(result: ScoreResult, maxScore: number): number | null {
  if (hasFullMarks(result)) return 1;
  if (typeof result.normalizedScore === 'number' && !Number.isNaN(result.normalizedScore)) return result.normalizedScore;
  if (typeof result.score === 'number' && !Number.isNaN(result.score)) return result.score / maxScore;
  return null;
}
