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

// A zone by name (Europe/Berlin, UTC, Etc/GMT+2), never an offset such as "+01:00" that newer runtimes also accept.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA zone to store for a zone given by a learner or an import: a Windows name is
 * mapped first, then the runtime decides whether it knows the zone and names it
 * canonically (`canonicalZone` wraps Intl, passed in so this rule stays pure). Undefined:
 * an unknown zone, refused with a message.
 */
export function resolveTimeZone(name: string, canonicalZone: (iana: string) => string | undefined): string | undefined {
  const trimmed = name.trim();
  const iana = getIanaTimeZoneOfWindowsName(trimmed) ?? trimmed;
  return ZONE_NAME.test(iana) ? canonicalZone(iana) : undefined;
}

/** doc 2 §5: "A time zone change is sent only if it differs from the current one" (zone names are compared without case). */
export function isTimeZoneChange(current: string | null | undefined, next: string | null | undefined): boolean {
  if (!next) return false;
  return !current || current.toLowerCase() !== next.toLowerCase();
}
