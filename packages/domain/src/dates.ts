// Rules take dates as `Date` or ISO strings (the shape they have in JSON) and never read
// the clock: `now` is always an argument.

export type DateInput = Date | string;

/** Milliseconds since the epoch, or null when absent or unparsable (treated as "no date"). */
export function toTime(value: DateInput | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function toDate(value: DateInput | null | undefined): Date | null {
  const time = toTime(value);
  return time === null ? null : new Date(time);
}

/** True when the date is given and `now` has not reached it yet. */
export function isBeforeDate(now: Date, date: DateInput | null | undefined): boolean {
  const time = toTime(date);
  return time !== null && now.getTime() < time;
}

/** True when the date is given and `now` is at or past it. */
export function hasDatePassed(now: Date, date: DateInput | null | undefined): boolean {
  const time = toTime(date);
  return time !== null && now.getTime() >= time;
}
