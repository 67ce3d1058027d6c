import { describe, expect, it } from 'vitest';
import { createTranslator, sourceCatalog } from './source-catalog.ts';
import type { Catalog } from './translator.ts';

const impersonation = { user: 'Ann', impersonator: 'Bob' };

describe('createTranslator (ADR 0002: fallbacks to en-US)', () => {
  it('uses the translation of the locale, with its arguments', () => {
    const t = createTranslator('ar-AR', { 'shell.impersonation.text': 'أنت مسجّل الدخول بصفة {user} (بواسطة {impersonator}).' });
    expect(t.t('shell.impersonation.text', impersonation)).toBe('أنت مسجّل الدخول بصفة Ann (بواسطة Bob).');
  });

  it.each<[string, Catalog]>([
    ['a key missing from the locale', { 'nav.catalog': 'الكتالوج' }],
    ['an empty translation', { 'shell.impersonation.text': '' }],
    ['a translation that does not parse', { 'shell.impersonation.text': 'أنت مسجّل الدخول بصفة {user (بواسطة {impersonator}).' }],
    ['a translation with an unknown argument type', { 'shell.impersonation.text': '{user, money}' }],
  ])('falls back to en-US for %s', (_case, catalog) => {
    const t = createTranslator('ar-AR', catalog);
    expect(t.t('shell.impersonation.text', impersonation)).toBe('You are signed in as Ann (by Bob).');
  });

  it('formats dates in its time zone', () => {
    const t = createTranslator('en-US', {}, 'Asia/Tokyo');
    expect(t.date(new Date('2025-03-05T23:30:00Z'), { dateStyle: 'medium' })).toBe('Mar 6, 2025');
  });

  it('keeps the source catalog as the en-US messages', () => {
    expect(createTranslator('en-US', {}).t('nav.catalog')).toBe(sourceCatalog['nav.catalog']);
  });
});
