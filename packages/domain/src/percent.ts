import { clampProgress } from './course-progress.ts';

/**
 * doc 1 §5, doc 2 §9: percent values are rounded to whole percent.
 * The product is computed through 12 significant digits first, so binary noise such as
 * 0.285 * 100 = 28.499999… still rounds half up to 29 as a person would expect.
 */
export function toWholePercent(fraction: number): number {
  const percent = Number((fraction * 100).toPrecision(12));
  return Math.round(percent);
}

/** The progress bar value: progress clamped to 0..1, as a whole percent (doc 1 §9). */
export function getProgressPercent(progress: number | null | undefined): number {
  return toWholePercent(clampProgress(progress));
}
