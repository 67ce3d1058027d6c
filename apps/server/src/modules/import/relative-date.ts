/**
 * Dates in an import file are ISO 8601 strings or relative to the moment of import,
 * so a demo file keeps "available later", "overdue" and "ended" true whenever it is
 * imported: "now", "+3d", "-2h", "+10m", "-1w", "+1mo", "-1y", or several terms such as
 * "-1d+2h". Units: m minutes, h hours, d days (24 h), w weeks (7 × 24 h), mo calendar
 * months and y calendar years (in UTC; a day the month lacks becomes its last day, so
 * Jan 31 + 1mo is Feb 28 or 29). Terms apply left to right.
 * An ISO string without a UTC offset is read as UTC, never as the server's local time.
 */
const RELATIVE = /^(?:[+-]\d{1,6}(?:mo|[mhdwy]))+$/;
const RELATIVE_TERM = /([+-])(\d{1,6})(mo|[mhdwy])/g;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const UNIT_MONTHS = { mo: 1, y: 12 } as const;

/** Calendar months later (or earlier), in UTC, the day clamped to the target month's length. */
function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** True for every string resolveDate accepts; the schema uses it to report "Invalid date". */
export function isDateInput(value: string): boolean {
  return resolveDate(value, new Date(0)) !== undefined;
}

export function resolveDate(value: string, now: Date): Date | undefined {
  const text = value.trim();
  if (text === 'now') return new Date(now.getTime());
  if (RELATIVE.test(text)) {
    let at = now.getTime();
    for (const [, sign, amount, unit] of text.matchAll(RELATIVE_TERM)) {
      const count = (sign === '-' ? -1 : 1) * Number(amount);
      at =
        unit! in UNIT_MONTHS
          ? addMonths(at, count * UNIT_MONTHS[unit as keyof typeof UNIT_MONTHS])
          : at + count * UNIT_MS[unit as keyof typeof UNIT_MS];
    }
    return Number.isNaN(at) ? undefined : new Date(at);
  }
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  // Date.parse rolls 2025-02-30 over to March 2nd; compare the parts to refuse it.
  const probe = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (
    probe.getUTCFullYear() !== Number(y) ||
    probe.getUTCMonth() !== Number(mo) - 1 ||
    probe.getUTCDate() !== Number(d) ||
    probe.getUTCHours() !== Number(h) ||
    probe.getUTCMinutes() !== Number(mi)
  ) {
    return undefined;
  }
  const iso = text.length === 10 ? `${text}T00:00:00Z` : zone ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** For `date` columns (term start and end): the UTC calendar day of the resolved instant. */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
