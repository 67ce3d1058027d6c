/** A zone Intl knows, or null: an unknown stored zone must not break a certificate, a calendar or a feed (they fall back to UTC). */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}
