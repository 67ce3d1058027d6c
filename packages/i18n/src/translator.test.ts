import { describe, expect, it } from 'vitest';
import { createTranslator, sourceCatalog } from './source-catalog.ts';
import type { Catalog } from './translator.ts';

const impersonation = { user: 'Ann', impersonator: 'Bob' };
/** A text argument in a right-to-left interface, isolated (U+2068 … U+2069). */
const iso = (text: string) => `\u2068${text}\u2069`;

describe('createTranslator (ADR 0002: fallbacks to en-US)', () => {
  it('uses the translation of the locale, with its arguments', () => {
    const t = createTranslator('ar-AR', { 'shell.impersonation.text': 'أنت مسجّل الدخول بصفة {user} (بواسطة {impersonator}).' });
    expect(t.t('shell.impersonation.text', impersonation)).toBe(`أنت مسجّل الدخول بصفة ${iso('Ann')} (بواسطة ${iso('Bob')}).`);
  });

  it.each<[string, Catalog]>([
    ['a key missing from the locale', { 'nav.catalog': 'الكتالوج' }],
    ['an empty translation', { 'shell.impersonation.text': '' }],
    ['a translation that does not parse', { 'shell.impersonation.text': 'أنت مسجّل الدخول بصفة {user (بواسطة {impersonator}).' }],
    ['a translation with an unknown argument type', { 'shell.impersonation.text': '{user, money}' }],
  ])('falls back to en-US for %s', (_case, catalog) => {
    const t = createTranslator('ar-AR', catalog);
    expect(t.t('shell.impersonation.text', impersonation)).toBe(`You are signed in as ${iso('Ann')} (by ${iso('Bob')}).`);
  });

  it('isolates text arguments in a right-to-left interface only, so a name keeps its punctuation in place', () => {
    expect(createTranslator('ar-AR', {}).t('calendar.addOneLabel', { title: 'Q&A: day 1?' })).toBe(
      `Add to calendar: ${iso('Q&A: day 1?')}`,
    );
    expect(createTranslator('en-US', {}).t('calendar.addOneLabel', { title: 'Q&A: day 1?' })).toBe('Add to calendar: Q&A: day 1?');
    // Numbers and dates are the interface's own: never isolated.
    expect(createTranslator('ar-AR', {}).t('calendar.count', { count: 3 })).toBe('3 dates');
  });

  it('formats dates in its time zone', () => {
    const t = createTranslator('en-US', {}, 'Asia/Tokyo');
    expect(t.date(new Date('2025-03-05T23:30:00Z'), { dateStyle: 'medium' })).toBe('Mar 6, 2025');
  });

  it('keeps the source catalog as the en-US messages', () => {
    expect(createTranslator('en-US', {}).t('nav.catalog')).toBe(sourceCatalog['nav.catalog']);
  });
});
