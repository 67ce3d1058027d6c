import { SCORE_ACCENT_THRESHOLD, SCORE_SUCCESS_THRESHOLD } from './constants.ts';
import { hasFullMarks } from './score-display.ts';
import type { ScoreResult } from './types.ts';

export type ScoreColour = 'success' | 'accent' | 'danger';

/**
 * doc 1 §5 Score colour: full marks (on the raw score, as the display counts them) or a
 * normalized score of 0.8 or more is success. Returns null when there is no score to colour.
 */
export function getScoreColour(result: ScoreResult): ScoreColour | null {
  const { normalizedScore } = result;
  if (hasFullMarks(result)) return 'success';
  if (typeof normalizedScore !== 'number' || Number.isNaN(normalizedScore)) return null;
  if (normalizedScore >= SCORE_SUCCESS_THRESHOLD) return 'success';
  if (normalizedScore >= SCORE_ACCENT_THRESHOLD) return 'accent';
  return 'danger';
}
