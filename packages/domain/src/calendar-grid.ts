/**
 * The calendar's days (issue 15): plain calendar dates "YYYY-MM-DD" with no time and no
 * zone, so a month grid never shifts by a day at midnight or across a summer-time change.
 * Instants are placed on a day in the learner's time zone by `dayOf`.
 */
export type CalendarDay = string;
/** 1 = Monday … 7 = Sunday, as `Intl.Locale#getWeekInfo().firstDay`. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type CalendarView = 'month' | 'week' | 'agenda';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid calendar date, or null (a month 13, a 31 February). */
export function parseDay(value: string): CalendarDay | null {
  const match = DAY_RE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

const toUtc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (time: number): CalendarDay => new Date(time).toISOString().slice(0, 10);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtc(toUtc(day) + days * 86_400_000);
}

/** The same day `months` later, kept inside a shorter month (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: CalendarDay): Weekday {
  return (((new Date(toUtc(day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

export const startOfMonth = (day: CalendarDay): CalendarDay => `${day.slice(0, 7)}-01`;

export function startOfWeek(day: CalendarDay, firstDay: Weekday): CalendarDay {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

/** The seven days of the week holding `day`, from the locale's first day. */
export function weekOf(day: CalendarDay, firstDay: Weekday): CalendarDay[] {
  const start = startOfWeek(day, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The month holding `day` as whole weeks (4 to 6 rows), the days of the months around it included. */
export function monthGrid(day: CalendarDay, firstDay: Weekday): CalendarDay[][] {
  const first = startOfMonth(day);
  const next = startOfMonth(addMonths(first, 1));
  const weeks: CalendarDay[][] = [];
  for (let start = startOfWeek(first, firstDay); start < next; start = addDays(start, 7)) weeks.push(weekOf(start, firstDay));
  return weeks;
}

/** The first and the day after the last day a view shows, to ask the server for its events. */
export function viewRange(
  view: CalendarView,
  day: CalendarDay,
  firstDay: Weekday,
  agendaDays = 30,
): { from: CalendarDay; to: CalendarDay } {
  if (view === 'week') return { from: startOfWeek(day, firstDay), to: addDays(startOfWeek(day, firstDay), 7) };
  if (view === 'agenda') return { from: day, to: addDays(day, agendaDays) };
  const weeks = monthGrid(day, firstDay);
  return { from: weeks[0]![0]!, to: addDays(weeks.at(-1)![6]!, 1) };
}

// Making a DateTimeFormat costs far more than using one: a calendar places thousands of dates.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The day an instant falls on in a time zone (the learner's; UTC when none). */
export function dayOf(instant: Date | string, timeZone?: string): CalendarDay {
  const format = dayFormat(timeZone ?? 'UTC');
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // en-CA writes YYYY-MM-DD; the parts are the slow, sure way should an engine write otherwise.
  const text = format.format(date);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const parts = format.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * Where the focus goes in a calendar grid (WAI-ARIA grid pattern, date picker dialog
 * example): arrows by a day (mirrored right to left) or a week, Home and End to the ends of
 * the week, Page Up and Page Down by a month (by a year with Shift).
 */
export function moveInGrid(day: CalendarDay, key: GridKey, options: { firstDay: Weekday; rtl?: boolean; shift?: boolean }): CalendarDay {
  const forward = options.rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return startOfWeek(day, options.firstDay);
    case 'End':
      return addDays(startOfWeek(day, options.firstDay), 6);
    case 'PageDown':
      return addMonths(day, options.shift ? 12 : 1);
    case 'PageUp':
      return addMonths(day, options.shift ? -12 : -1);
  }
}
