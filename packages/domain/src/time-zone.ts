import { WINDOWS_TIME_ZONES } from './time-zone-windows.ts';

// Built on first use, not at load: a module-level `new Map` is a side effect the bundler must
// keep, which put the whole CLDR table (~2 KiB gzipped) on every first page of the web app.
let windowsByLowerName: Map<string, string> | undefined;

/**
 * doc 2 §9 "Windows-style time zone names map to standard region names": the IANA zone of
 * a Windows name (CLDR windowsZones, territory 001), matched without regard to case as
 * Windows does; undefined for any other name.
 */
export function getIanaTimeZoneOfWindowsName(name: string): string | undefined {
  windowsByLowerName ??= new Map(Object.entries(WINDOWS_TIME_ZONES).map(([windows, iana]) => [windows.toLowerCase(), iana]));
  return windowsByLowerName.get(name.trim().toLowerCase());
}

/**
 * The one check of a time zone (issue 32): the runtime's own name of a zone its Intl knows
 * ("europe/berlin" → "Europe/Berlin"), undefined for any other. Intl is pure (no I/O); its
 * zone data is the runtime's, so the server and each browser decide by their own.
 */
export function canonicalTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A zone as given when the runtime knows it, else undefined: an unknown stored zone must never break a page, a certificate or a feed (they fall back). */
export const knownTimeZone = (zone: string | null | undefined): string | undefined =>
  zone && canonicalTimeZone(zone) !== undefined ? zone : undefined;

// A zone by name (Europe/Berlin, UTC, Etc/GMT+2), never an offset such as "+01:00" that newer runtimes also accept.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA zone to store for a zone given by a learner or an import: a Windows name is
 * mapped first, then the runtime decides whether it knows the zone and names it
 * canonically (`canonicalTimeZone`). Undefined: an unknown zone, refused with a message.
 */
export function resolveTimeZone(name: string): string | undefined {
  const trimmed = name.trim();
  const iana = getIanaTimeZoneOfWindowsName(trimmed) ?? trimmed;
  return ZONE_NAME.test(iana) ? canonicalTimeZone(iana) : undefined;
}

/** doc 2 §5: "A time zone change is sent only if it differs from the current one" (zone names are compared without case). */
export function isTimeZoneChange(current: string | null | undefined, next: string | null | undefined): boolean {
  if (!next) return false;
  return !current || current.toLowerCase() !== next.toLowerCase();
}
