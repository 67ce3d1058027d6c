/**
 * Dates in an import file are ISO 8601 strings or relative to the moment of import,
 * so a demo file keeps "available later", "overdue" and "ended" true whenever it is
 * imported: "now", "+3d", "-2h", "+10m", "-1w", or several terms such as "-1d+2h".
 * Units: m minutes, h hours, d days (24 h), w weeks (7 × 24 h).
 * An ISO string without a UTC offset is read as UTC, never as the server's local time.
 */
const RELATIVE = /^(?:[+-]\d{1,6}[mhdw])+$/;
const RELATIVE_TERM = /([+-])(\d{1,6})([mhdw])/g;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** True for every string resolveDate accepts; the schema uses it to report "Invalid date". */
export function isDateInput(value: string): boolean {
  return resolveDate(value, new Date(0)) !== undefined;
}

export function resolveDate(value: string, now: Date): Date | undefined {
  const text = value.trim();
  if (text === 'now') return new Date(now.getTime());
  if (RELATIVE.test(text)) {
    let offset = 0;
    for (const [, sign, amount, unit] of text.matchAll(RELATIVE_TERM)) {
      offset += (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    }
    return new Date(now.getTime() + offset);
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
