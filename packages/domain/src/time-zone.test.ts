import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, getIanaTimeZoneOfWindowsName, isTimeZoneChange, knownTimeZone, resolveTimeZone } from './time-zone.ts';
import { WINDOWS_TIME_ZONES } from './time-zone-windows.ts';

describe('canonicalTimeZone and knownTimeZone: the one check of a zone (the runtime decides)', () => {
  it.each<[string, string | null | undefined, string | undefined, string | undefined]>([
    ['an IANA zone is known and kept', 'Europe/Berlin', 'Europe/Berlin', 'Europe/Berlin'],
    ['UTC is known', 'UTC', 'UTC', 'UTC'],
    ['the runtime names a zone canonically; the known zone stays as given', 'europe/paris', 'Europe/Paris', 'europe/paris'],
    ['an unknown region is unknown', 'Europe/Atlantis', undefined, undefined],
    ['a Windows name is no IANA zone', 'W. Europe Standard Time', undefined, undefined],
    ['an empty zone is unknown', '', undefined, undefined],
    ['no zone is unknown', null, undefined, undefined],
    ['a missing zone is unknown', undefined, undefined, undefined],
  ])('%s', (_rule, zone, canonical, known) => {
    expect(canonicalTimeZone(zone)).toBe(canonical);
    expect(knownTimeZone(zone)).toBe(known);
  });
});

describe('getIanaTimeZoneOfWindowsName (doc 2 §9: Windows-style names map to standard region names)', () => {
  it.each<[string, string, string | undefined]>([
    ['a Windows name maps to its CLDR zone', 'W. Europe Standard Time', 'Europe/Berlin'],
    ['Eastern Standard Time is New York', 'Eastern Standard Time', 'America/New_York'],
    ["India Standard Time is CLDR's Asia/Calcutta", 'India Standard Time', 'Asia/Calcutta'],
    ['UTC-02 is Etc/GMT+2 (POSIX signs are reversed)', 'UTC-02', 'Etc/GMT+2'],
    ['the name is matched without regard to case and spaces around it', '  tokyo standard time ', 'Asia/Tokyo'],
    ['an IANA name is not a Windows name', 'Europe/Berlin', undefined],
    ['an unknown name maps to nothing', 'Mars Standard Time', undefined],
  ])('%s', (_rule, name, expected) => {
    expect(getIanaTimeZoneOfWindowsName(name)).toBe(expected);
  });

  it('holds every Windows name of CLDR (about 100 in the spec, 139 in CLDR 48), each mapped to a zone the runtime knows', () => {
    const names = Object.keys(WINDOWS_TIME_ZONES);
    expect(names.length).toBeGreaterThanOrEqual(139);
    expect(names.filter((name) => resolveTimeZone(name) === undefined)).toEqual([]);
  });
});

describe('resolveTimeZone: the IANA zone stored for a given name, or undefined when unknown', () => {
  it.each<[string, string, string | undefined]>([
    ['an IANA zone is kept', 'Europe/Berlin', 'Europe/Berlin'],
    ['UTC is known', 'UTC', 'UTC'],
    ['a Windows name is stored as its IANA zone', 'Pacific Standard Time', 'America/Los_Angeles'],
    ['the Windows name UTC is stored as UTC', 'UTC', 'UTC'],
    ['the runtime names a zone canonically (case)', 'europe/paris', 'Europe/Paris'],
    ['an unknown region is refused', 'Europe/Atlantis', undefined],
    ['an offset is not a zone name', '+01:00', undefined],
    ['an empty name is refused', ' ', undefined],
    ['a path-like name is refused', '../etc/passwd', undefined],
  ])('%s', (_rule, name, expected) => {
    expect(resolveTimeZone(name)).toBe(expected);
  });
});

describe('isTimeZoneChange (doc 2 §5: a time zone change is sent only if it differs from the current one)', () => {
  it.each<[string, string | null | undefined, string | null | undefined, boolean]>([
    ['a different zone is sent', 'Europe/Berlin', 'Asia/Tokyo', true],
    ['the same zone is not sent', 'Europe/Berlin', 'Europe/Berlin', false],
    ['the same zone in another case is not sent', 'Europe/Berlin', 'europe/berlin', false],
    ['a first zone (none stored) is sent', null, 'Europe/Berlin', true],
    ['no zone chosen is never sent', 'Europe/Berlin', '', false],
    ['nothing chosen and nothing stored is not sent', undefined, undefined, false],
  ])('%s', (_rule, current, next, expected) => {
    expect(isTimeZoneChange(current, next)).toBe(expected);
  });
});
