/** An IANA time zone Intl accepts; anything else (a Windows-style name, say) falls back to the browser's. */
export function usableTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}
