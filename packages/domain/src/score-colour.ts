import { SCORE_ACCENT_THRESHOLD, SCORE_SUCCESS_THRESHOLD } from './constants.ts';
import type { ScoreResult } from './types.ts';

export type ScoreColour = 'success' | 'accent' | 'danger';

/**
 * doc 1 §5 Score colour. Full marks are checked on the raw score as well, so a maximum
 * whose normalized value came back slightly under 1 still reads as success.
 * Returns null when there is no score to colour.
 */
export function getScoreColour(result: ScoreResult): ScoreColour | null {
  const { score, maxScore, normalizedScore } = result;
  const hasFullMarks = typeof score === 'number' && typeof maxScore === 'number' && maxScore > 0 && score >= maxScore;
  if (hasFullMarks) return 'success';
  if (typeof normalizedScore !== 'number' || Number.isNaN(normalizedScore)) return null;
  if (normalizedScore >= SCORE_SUCCESS_THRESHOLD) return 'success';
  if (normalizedScore >= SCORE_ACCENT_THRESHOLD) return 'accent';
  return 'danger';
}
