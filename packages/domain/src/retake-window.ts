import { toDate } from './dates.ts';
import type { DateInput } from './dates.ts';
import { RetakeWindowUnit } from './enums.ts';

const MS_PER_UNIT = {
  [RetakeWindowUnit.Minutes]: 60_000,
  [RetakeWindowUnit.Hours]: 3_600_000,
  [RetakeWindowUnit.Days]: 86_400_000,
  [RetakeWindowUnit.Weeks]: 604_800_000,
} as const;

/**
 * The moment a retake opens: the finished time plus the window (doc 2 §4).
 * Months and years use calendar arithmetic in UTC, clamped to the end of a shorter month
 * (31 January + 1 month = 28/29 February), because a month has no fixed length.
 * Returns null when there is no window (no amount, a non-positive amount, or no unit) or
 * no finished time: nothing to wait for.
 */
export function getRetakeAvailableAt(
  finished: DateInput | null | undefined,
  window: number | null | undefined,
  unit: RetakeWindowUnit | null | undefined,
): Date | null {
  const start = toDate(finished);
  if (!start || !unit || typeof window !== 'number' || !(window > 0)) return null;
  if (unit === RetakeWindowUnit.Months) return addUtcMonths(start, window);
  if (unit === RetakeWindowUnit.Years) return addUtcMonths(start, window * 12);
  return new Date(start.getTime() + window * MS_PER_UNIT[unit]);
}

/** doc 2 §4 Retake window elapsed: finished + window is not in the future; no window → elapsed. */
export function isRetakeWindowElapsed(
  finished: DateInput | null | undefined,
  window: number | null | undefined,
  unit: RetakeWindowUnit | null | undefined,
  now: Date,
): boolean {
  const opensAt = getRetakeAvailableAt(finished, window, unit);
  return opensAt === null || opensAt.getTime() <= now.getTime();
}

function addUtcMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + Math.trunc(months));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
