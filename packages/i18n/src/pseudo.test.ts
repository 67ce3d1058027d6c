import { describe, expect, it } from 'vitest';
import enUS from '../catalogs/en-US.json' with { type: 'json' };
import { formatMessage, messageSyntax } from './format.ts';
import { pseudoLocalize } from './pseudo.ts';
import { createTranslator } from './source-catalog.ts';

describe('pseudoLocalize (the en-XA pseudo-locale)', () => {
  it.each([
    ['accents and brackets plain text', 'Cancel', '[Cáñçél]'],
    ['leaves a simple argument intact', 'Hello {name}', '[Hélló {name}]'],
    ['leaves formatted arguments intact', 'Due {date, date, long}', '[Dúé {date, date, long}]'],
    [
      'accents plural branches but not the argument, type or keywords',
      '{count, plural, one {# course} other {# courses}}',
      '[{count, plural, one {# çóúrsé} other {# çóúrsés}}]',
    ],
    [
      'keeps an argument nested in a select branch',
      '{g, select, female {She invited {name}} other {They invited {name}}}',
      '[{g, select, female {Shé íñvítéd {name}} other {Théy íñvítéd {name}}}]',
    ],
    ['treats quoted braces as text', "Use '{name}' and {name}", "[Úsé '{ñámé}' áñd {name}]"],
    ['keeps escaped apostrophes', "It''s {n}", "[Ít''s {n}]"],
  ])('%s', (_rule, message, expected) => {
    expect(pseudoLocalize(message)).toBe(expected);
  });

  it.each(Object.entries(enUS))('keeps %s parseable with the same arguments', (_key, message) => {
    expect(messageSyntax(pseudoLocalize(message)).names).toEqual(messageSyntax(message).names);
  });

  it('formats through the translator with argument values untouched', () => {
    const t = createTranslator('en-XA', {});
    expect(t.t('shell.impersonation.text', { user: 'Ann Lee', impersonator: 'Bob' })).toBe('[Yóú áré sígñéd íñ ás Ann Lee (by Bob).]');
    expect(t.t('nav.catalog')).toBe('[Cátálóg]');
  });

  it('renders quoted text without the quotes once formatted', () => {
    expect(formatMessage(pseudoLocalize("Use '{name}'"), {}, { locale: 'en-US' })).toBe('[Úsé {ñámé}]');
  });
});
