/** doc 1 §5: the locale list setting is comma-separated; entries are trimmed, blanks skipped. */
export function parseLocaleList(setting: string | null | undefined): string[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
