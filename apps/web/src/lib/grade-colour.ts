import type { GradingScaleView } from '@lp/contract';

/** The colour of a grade as its scale defines it; the grade itself is shown as sent (doc 1 §2). */
export function getGradeColour(
  scales: Readonly<Map<string, GradingScaleView>> | undefined,
  gradingScaleId: string | null,
  grade: string | null | undefined,
): string | null {
  if (!scales || !gradingScaleId || !grade) return null;
  return scales.get(gradingScaleId)?.objectiveGrades.find((g) => g.name === grade)?.color ?? null;
}
