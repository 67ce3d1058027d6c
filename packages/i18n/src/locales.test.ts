import { describe, expect, it } from 'vitest';
import { formatMessage } from './format.ts';
import {
  intlLocale,
  isRtl,
  isSupportedLocale,
  negotiateLocale,
  RTL_LOCALES,
  SOURCE_LOCALE,
  SUPPORTED_LOCALES,
  textDirection,
} from './locales.ts';
import { createTranslator } from './source-catalog.ts';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN_DIGIT = /[0-9]/;
const march5 = new Date('2025-03-05T12:00:00Z');

describe('Arabic numerals in ar-AR (doc 1 §1, §9)', () => {
  it('hands ar-AR to Intl with the Latin numbering system', () => {
    expect(intlLocale('ar-AR')).toBe('ar-AR-u-nu-latn');
  });

  it('formats ar-AR numbers, percents and dates with the digits 0–9', () => {
    const t = createTranslator('ar-AR', {}, 'UTC');
    const outputs = [
      t.number(1234567.5),
      t.date(march5, { dateStyle: 'short' }),
      formatMessage('{p, number, percent} {d, date, long}', { p: 0.42, d: march5 }, { locale: intlLocale('ar-AR'), timeZone: 'UTC' }),
    ];
    for (const output of outputs) {
      expect(output).toMatch(LATIN_DIGIT);
      expect(output).not.toMatch(ARABIC_INDIC);
    }
    expect(t.number(1234567.5)).toBe('1,234,567.5');
  });

  it('differs from ar-EG through plain Intl, which writes Arabic-Indic digits', () => {
    expect(new Intl.NumberFormat('ar-EG').format(1234567.5)).toMatch(ARABIC_INDIC);
    expect(new Intl.DateTimeFormat('ar-EG', { dateStyle: 'short', timeZone: 'UTC' }).format(march5)).toMatch(ARABIC_INDIC);
    expect(new Intl.NumberFormat('ar-EG').format(1234567.5)).not.toMatch(LATIN_DIGIT);
  });

  it.each([
    ['ar-AR', 'rtl'],
    ['en-US', 'ltr'],
    ['en-XA', 'ltr'],
  ])('%s is written %s', (locale, dir) => {
    expect(textDirection(locale)).toBe(dir);
  });

  it('formats the pseudo-locale like en-US', () => {
    expect(intlLocale('en-XA')).toBe('en-US');
    expect(intlLocale('de-DE')).toBe('de-DE');
  });
});

describe('negotiateLocale (Accept-Language with q-values and language fallback)', () => {
  it.each<[string, string | null | undefined, string]>([
    ['an exact match', 'de-DE', 'de-DE'],
    ['the first tag when q-values are equal', 'fr-FR, de-DE', 'fr-FR'],
    ['the highest q-value, not the first tag', 'fr-FR;q=0.4, ar-AR;q=0.9', 'ar-AR'],
    ['a tag without q counts as q=1', 'de-DE;q=0.9, it-IT', 'it-IT'],
    ['q=0 means not acceptable', 'de-DE;q=0, fr-FR;q=0.1', 'fr-FR'],
    ['a bare language falls back to its supported region', 'ar', 'ar-AR'],
    ['another region falls back to the language', 'ar-EG, de-DE;q=0.9', 'ar-AR'],
    ['language fallback of a preferred tag beats a less wanted exact match', 'en-GB, de-DE;q=0.8', 'en-US'],
    ['an unsupported tag is skipped for the next', 'xx-YY, pl-PL;q=0.5', 'pl-PL'],
    ['case does not matter', 'ZH-tw', 'zh-TW'],
    ['a three-part tag', 'sr-Latn-RS', 'sr-Latn-RS'],
    ['a malformed q-value is skipped', 'de-DE;q=abc, fr-FR;q=0.2', 'fr-FR'],
    ['nothing supported gives en-US', 'xx, yy;q=0.5', 'en-US'],
    ['a wildcard gives en-US', '*', 'en-US'],
    ['an empty header gives en-US', '', 'en-US'],
    ['no header gives en-US', null, 'en-US'],
  ])('%s', (_rule, header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('chooses only among the locales it is given', () => {
    expect(negotiateLocale('fr-CA, de;q=0.5', ['en-US', 'de-DE'])).toBe('de-DE');
  });
});

describe('the locale list (doc 1 §1, §9)', () => {
  it('the 35 locales come in the listed order and include the default', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(35);
    expect(SUPPORTED_LOCALES.slice(0, 7)).toEqual(['ar-AR', 'bg-BG', 'bn-BD', 'cs-CZ', 'da-DK', 'de-DE', 'en-US']);
    expect(SUPPORTED_LOCALES.slice(15, 19)).toEqual(['ko-KR', 'la', 'ms-MY', 'my-MM']);
    expect(SUPPORTED_LOCALES.at(-1)).toBe('zh-TW');
    expect(SOURCE_LOCALE).toBe('en-US');
    expect(SUPPORTED_LOCALES).toContain(SOURCE_LOCALE);
    expect(SUPPORTED_LOCALES).toContain('sr-Latn-RS');
  });

  it('Arabic is the right-to-left locale', () => {
    expect(RTL_LOCALES).toEqual(['ar-AR']);
  });

  it.each([
    ['Arabic is right to left', 'ar-AR', true, true],
    ['English is left to right', 'en-US', false, true],
    ['Latin is supported', 'la', false, true],
    ['an unlisted locale is not supported', 'en-GB', false, false],
  ])('%s', (_rule, locale, rtl, supported) => {
    expect(isRtl(locale)).toBe(rtl);
    expect(isSupportedLocale(locale)).toBe(supported);
  });
});
