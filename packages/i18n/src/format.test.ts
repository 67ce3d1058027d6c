import { describe, expect, it } from 'vitest';
import { formatMessage, messageSyntax, type MessageValues } from './format.ts';

const en = { locale: 'en-US' };
const ar = { locale: 'ar-AR-u-nu-latn' };
const evening = new Date('2025-03-05T23:30:00Z');

const coursesAr = '{n, plural, zero {لا دورات} one {دورة واحدة} two {دورتان} few {# دورات} many {# دورةً} other {# دورة}}';
const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
const invited =
  '{g, select, female {{n, plural, one {She invited # friend} other {She invited # friends}}} other {{n, plural, one {They invited # friend} other {They invited # friends}}}}';

describe('formatMessage (ADR 0002: the ICU subset our catalogs use)', () => {
  it.each<[string, string, MessageValues, { locale: string; timeZone?: string }, string]>([
    ['a simple argument', 'Hello {name}!', { name: 'Ann' }, en, 'Hello Ann!'],
    ['spaces inside the braces', 'Hello { name }!', { name: 'Ann' }, en, 'Hello Ann!'],
    ['a missing value as nothing', 'Hello {name}!', {}, en, 'Hello !'],
    ['a bare number with grouping', '{n} items', { n: 1234 }, en, '1,234 items'],
    ['a number in en-US', '{n, number}', { n: 1234.5 }, en, '1,234.5'],
    ['a number in de-DE', '{n, number}', { n: 1234.5 }, { locale: 'de-DE' }, '1.234,5'],
    ['a whole percent (doc 1 §5)', '{p, number, percent}', { p: 0.256 }, en, '26%'],
    ['an integer', '{n, number, integer}', { n: 2.6 }, en, '3'],
    [
      'a date in the given time zone (Tokyo is already the next day)',
      '{d, date, medium}',
      { d: evening },
      { locale: 'en-US', timeZone: 'Asia/Tokyo' },
      'Mar 6, 2025',
    ],
    ['a date in another time zone', '{d, date, medium}', { d: evening }, { locale: 'en-US', timeZone: 'America/New_York' }, 'Mar 5, 2025'],
    [
      'a long date from an ISO string',
      '{d, date, long}',
      { d: '2025-03-05T12:00:00Z' },
      { locale: 'en-US', timeZone: 'UTC' },
      'March 5, 2025',
    ],
    ['a time in the given time zone', '{d, time}', { d: evening }, { locale: 'de-DE', timeZone: 'Europe/Berlin' }, '00:30'],
    ['a time with a style', '{d, time, medium}', { d: evening }, { locale: 'de-DE', timeZone: 'Europe/Berlin' }, '00:30:00'],
    ['plural one with #', '{n, plural, one {# course} other {# courses}}', { n: 1 }, en, '1 course'],
    ['plural other with # formatted', '{n, plural, one {# course} other {# courses}}', { n: 1200 }, en, '1,200 courses'],
    ['plural =0 before the category', '{n, plural, =0 {No courses} one {# course} other {# courses}}', { n: 0 }, en, 'No courses'],
    [
      'plural with offset',
      '{n, plural, offset:1 =0 {Nobody} =1 {{name}} other {{name} and # others}}',
      { n: 3, name: 'Ann' },
      en,
      'Ann and 2 others',
    ],
    [
      'plural with "offset: 1" spelt with a space',
      '{n, plural, offset: 1 =1 {{name}} other {{name} and # others}}',
      { n: 2, name: 'Ann' },
      en,
      'Ann and 1 others',
    ],
    ['Arabic zero', coursesAr, { n: 0 }, ar, 'لا دورات'],
    ['Arabic one', coursesAr, { n: 1 }, ar, 'دورة واحدة'],
    ['Arabic two', coursesAr, { n: 2 }, ar, 'دورتان'],
    ['Arabic few (3–10) with digits 0–9', coursesAr, { n: 3 }, ar, '3 دورات'],
    ['Arabic many (11–99)', coursesAr, { n: 11 }, ar, '11 دورةً'],
    ['Arabic other (100)', coursesAr, { n: 100 }, ar, '100 دورة'],
    ['select a branch', '{g, select, female {She} male {He} other {They}} replied', { g: 'female' }, en, 'She replied'],
    ['select other for an unknown value', '{g, select, female {She} male {He} other {They}} replied', { g: 'x' }, en, 'They replied'],
    ['select other for a missing value', '{g, select, female {She} male {He} other {They}} replied', {}, en, 'They replied'],
    ['selectordinal 1st', ordinal, { n: 1 }, en, '1st'],
    ['selectordinal 2nd', ordinal, { n: 22 }, en, '22nd'],
    ['selectordinal 3rd', ordinal, { n: 103 }, en, '103rd'],
    ['selectordinal 11th', ordinal, { n: 11 }, en, '11th'],
    ['selectordinal 4th', ordinal, { n: 4 }, en, '4th'],
    ['two apostrophes as one', "It''s {n}", { n: 5 }, en, "It's 5"],
    ['a lone apostrophe kept', "Don't stop", {}, en, "Don't stop"],
    ['quoted braces as text', "'{name}' is literal", { name: 'Ann' }, en, '{name} is literal'],
    ["'' inside a quoted part", "'{John''s}'", {}, en, "{John's}"],
    ['a quoted # inside plural', "{n, plural, other {'#' is #}}", { n: 5 }, en, '# is 5'],
    ['# as text outside plural', "'#' and #", {}, en, "'#' and #"],
    ['nested plural inside select (female)', invited, { g: 'female', n: 1 }, en, 'She invited 1 friend'],
    ['nested plural inside select (other)', invited, { g: 'x', n: 4 }, en, 'They invited 4 friends'],
  ])('%s', (_rule, pattern, values, options, expected) => {
    expect(formatMessage(pattern, values, options)).toBe(expected);
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['a stray closing brace', 'Hello name}'],
    ['an unclosed plural branch', '{n, plural, one {# course} other {# courses}'],
    ['one closing brace too many', '{n, plural, other {# courses}}}'],
    ['a plural without other', '{n, plural, one {# course}}'],
    ['an unknown argument type', '{n, money}'],
    ['a missing argument name', 'Hello {}'],
    ['a bad offset', '{n, plural, offset:x other {#}}'],
  ])('throws on %s', (_rule, pattern) => {
    expect(() => formatMessage(pattern, { n: 1, name: 'Ann' }, en)).toThrow();
  });
});

describe('messageSyntax (what the catalog check compares)', () => {
  it.each([
    ['plain text', 'Hello', [], []],
    ['simple and formatted arguments, sorted', '{b} {a, number} {c, date, long}', ['a', 'b', 'c'], []],
    [
      'arguments nested in branches',
      invited,
      ['g', 'n'],
      [
        { kind: 'select', keys: ['female', 'other'] },
        { kind: 'plural', keys: ['one', 'other'] },
        { kind: 'plural', keys: ['one', 'other'] },
      ],
    ],
    ['selectordinal branches', ordinal, ['n'], [{ kind: 'selectordinal', keys: ['one', 'two', 'few', 'other'] }]],
  ])('%s', (_case, pattern, names, branches) => {
    expect(messageSyntax(pattern)).toEqual({ names, branches });
  });
});
