import { describe, expect, it } from 'vitest';
import { isRtlLocale, isSupportedLocale, parseLocaleList } from './locale.ts';

describe('parseLocaleList (doc 1 §5 comma-separated locale setting)', () => {
  it.each([
    ['splits on commas and trims', ' en-US, de-DE ,ar-AR', ['en-US', 'de-DE', 'ar-AR']],
    ['skips blank entries', 'en-US,, ,fr-FR,', ['en-US', 'fr-FR']],
    ['an empty setting gives no locales', '', []],
    ['a missing setting gives no locales', undefined, []],
  ])('%s', (_rule, setting, expected) => {
    expect(parseLocaleList(setting)).toEqual(expected);
  });
});

describe('locale facts (doc 1 §1, §9)', () => {
  it.each([
    ['Arabic is right to left', 'ar-AR', true, true],
    ['English is left to right', 'en-US', false, true],
    ['Latin is supported', 'la', false, true],
    ['an unlisted locale is not supported', 'en-GB', false, false],
  ])('%s', (_rule, locale, rtl, supported) => {
    expect(isRtlLocale(locale)).toBe(rtl);
    expect(isSupportedLocale(locale)).toBe(supported);
  });
});
