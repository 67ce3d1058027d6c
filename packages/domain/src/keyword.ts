/**
 * doc 1 §5: the search keyword is lower-cased and left-trimmed before it is applied
 * (trailing spaces are kept, the learner may still be typing a second word).
 * Locale-independent lower-casing keeps server and browser in agreement.
 */
export function normalizeKeyword(keyword: string | null | undefined): string {
  return (keyword ?? '').toLowerCase().trimStart();
}
