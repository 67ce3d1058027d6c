import type { GradeBand, GradingScale } from './types.ts';

/**
 * doc 1 §5: the grade is the highest band whose minimum is at most the score; a score
 * under every band gets the lowest band. Bands may arrive in any order.
 */
export function getGradeForScore<G extends GradeBand>(
  scale: Pick<GradingScale<G>, 'objectiveGrades'>,
  normalizedScore: number | null | undefined,
): G | null {
  if (typeof normalizedScore !== 'number' || Number.isNaN(normalizedScore)) return null;
  const bands = [...scale.objectiveGrades].sort((a, b) => a.normalizedMinScore - b.normalizedMinScore);
  const reached = bands.filter((band) => band.normalizedMinScore <= normalizedScore);
  return reached.at(-1) ?? bands[0] ?? null;
}

/**
 * Passed when the normalized score reaches the scale's normalized passing score.
 * The spec gives no other rule (passingGradeId only names the passing band for display).
 */
export function isPassed(normalizedScore: number | null | undefined, scale: Pick<GradingScale, 'normalizedPassingScore'>): boolean {
  if (typeof normalizedScore !== 'number' || Number.isNaN(normalizedScore)) return false;
  return normalizedScore >= scale.normalizedPassingScore;
}
