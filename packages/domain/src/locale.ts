import { LOCALES, RTL_LOCALES } from './constants.ts';
import type { Locale } from './constants.ts';

/** doc 1 §5: the locale list setting is comma-separated; entries are trimmed, blanks skipped. */
export function parseLocaleList(setting: string | null | undefined): string[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function isSupportedLocale(locale: string): locale is Locale {
  return (LOCALES as readonly string[]).includes(locale);
}

/** doc 1 §1: Arabic is written right to left. */
export function isRtlLocale(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}
