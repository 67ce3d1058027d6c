export interface WeightedActivityScore {
  /** The activity part's weight in the course score; negative weights count as 0. */
  readonly scoreWeight: number;
  /** 0..1; null when the activity has no score yet, which counts as 0. */
  readonly normalizedScore: number | null | undefined;
}

export interface ObjectiveScore {
  readonly score: number;
  readonly maxScore: number;
  readonly normalizedScore: number;
}

/**
 * The course score as the weight-averaged normalized score of its activity parts, scaled
 * to the grading scale's maximum. The spec lists `scoreWeight` on activity parts without
 * the formula: unscored parts count as 0 so skipping an activity cannot raise the score.
 * Returns null when no part carries weight.
 */
export function getObjectiveScore(activities: readonly WeightedActivityScore[], maxScore: number): ObjectiveScore | null {
  let totalWeight = 0;
  let weighted = 0;
  for (const activity of activities) {
    const weight = Math.max(0, activity.scoreWeight);
    totalWeight += weight;
    weighted += weight * (activity.normalizedScore ?? 0);
  }
  if (totalWeight === 0) return null;
  const normalizedScore = weighted / totalWeight;
  return { score: normalizedScore * maxScore, maxScore, normalizedScore };
}
