import { canonicalTimeZone } from '@lp/domain';

/** The regions the picker groups zones by: the first part of an IANA name; UTC and Etc/* are "other". */
export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

export interface TimeZoneOption {
  /** The IANA name stored and sent, e.g. "America/Argentina/Buenos_Aires". */
  id: string;
  region: TimeZoneRegion;
  /** The place, e.g. "Argentina / Buenos Aires". */
  place: string;
  /** In the learner's language, e.g. "Central European Standard Time". */
  name: string;
  /** The offset now, e.g. "GMT+01:00". */
  offset: string;
  /** Minutes east of UTC now, for sorting. */
  offsetMinutes: number;
}

const regionOf = (id: string): TimeZoneRegion => {
  const first = id.split('/')[0] as TimeZoneRegion;
  return id.includes('/') && TIME_ZONE_REGIONS.includes(first) ? first : 'Other';
};

function minutesOf(offset: string): number {
  const match = /([+-−])(\d{1,2})(?::(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

const part = (format: Intl.DateTimeFormat, at: Date) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** A zone's long name in the locale ("Central European Standard Time"), or undefined where the browser has none. */
export function timeZoneName(id: string, locale: string, at = new Date()): string | undefined {
  try {
    return part(new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'long' }), at) || undefined;
  } catch {
    return undefined; // a zone this browser does not know
  }
}

/** Every zone the browser knows (plus UTC), with its place, localized name and current offset, by region then place. */
export function listTimeZones(locale: string, at = new Date()): TimeZoneOption[] {
  const ids = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  ids.add('UTC');
  const options = [...ids].map((id): TimeZoneOption => {
    const region = regionOf(id);
    const offset = part(new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' }), at).replace(/^GMT$/, 'GMT+00:00');
    return {
      id,
      region,
      place: (region === 'Other' ? id : id.slice(id.indexOf('/') + 1)).replaceAll('_', ' ').replaceAll('/', ' / '),
      name: part(new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'long' }), at),
      offset,
      offsetMinutes: minutesOf(offset),
    };
  });
  const order = (o: TimeZoneOption) => TIME_ZONE_REGIONS.indexOf(o.region);
  return options.sort((a, b) => order(a) - order(b) || a.place.localeCompare(b.place, locale));
}

/** A search over the place, the IANA name, the localized name and the offset, without regard to case. */
export function matchesTimeZone(option: TimeZoneOption, search: string): boolean {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = `${option.id} ${option.place} ${option.name} ${option.offset}`.toLocaleLowerCase().replaceAll('_', ' ');
  return words.every((word) => text.includes(word));
}

/** The browser's zone (doc 2 §2 "Detect my time zone"), named as the server stores it. */
export function detectTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return canonicalTimeZone(zone);
}

/** The option a stored zone is (compared canonically: "europe/berlin" is Europe/Berlin). */
export const sameZone = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && (canonicalTimeZone(a) ?? a).toLowerCase() === (canonicalTimeZone(b) ?? b).toLowerCase();
