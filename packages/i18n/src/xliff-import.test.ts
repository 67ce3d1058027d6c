import { describe, expect, it } from 'vitest';
import { mergeXliff } from './xliff-import.ts';
import type { XliffUnit } from './xliff-read.ts';

const source = {
  'a.count': '{n, plural, one {# course} other {# courses}}',
  'a.greeting': 'Hello {name}',
  'a.title': 'Title',
};
const catalog = { 'a.greeting': 'مرحبًا {name}', 'a.title': 'العنوان' };
const sixForms = '{n, plural, zero {لا دورات} one {دورة} two {دورتان} few {# دورات} many {# دورةً} other {# دورة}}';
const merge = (...units: XliffUnit[]) => mergeXliff({ locale: 'ar-AR', units }, catalog, source);

describe('mergeXliff (a translator file into the locale catalog)', () => {
  it('takes a translated target that passes the checks', () => {
    const result = merge({ id: 'a.count', source: source['a.count'], target: sixForms });
    expect(result.catalog).toEqual({ ...catalog, 'a.count': sixForms });
    expect(result.changed).toEqual(['a.count']);
  });

  it('refuses a broken plural and a renamed argument, and keeps the rest', () => {
    const result = merge(
      { id: 'a.count', source: source['a.count'], target: '{n, plural, one {دورة} other {# دورة}}' },
      { id: 'a.greeting', source: source['a.greeting'], target: 'أهلًا {nom}' },
      { id: 'a.title', source: source['a.title'], target: 'عنوان' },
    );
    expect(result.refused).toEqual([
      { key: 'a.count', reason: 'plural lacks zero, two, few, many needed in ar-AR' },
      { key: 'a.greeting', reason: 'arguments {nom} differ from en-US {name}' },
    ]);
    expect(result.catalog).toEqual({ 'a.greeting': catalog['a.greeting'], 'a.title': 'عنوان' });
    expect(result.changed).toEqual(['a.title']);
  });

  it('refuses a message that does not parse', () => {
    const result = merge({ id: 'a.greeting', source: source['a.greeting'], target: 'أهلًا {name' });
    expect(result.refused).toEqual([{ key: 'a.greeting', reason: expect.stringMatching(/^does not parse/) }]);
    expect(result.catalog).toEqual(catalog);
  });

  it('refuses a target the reader could not take as text', () => {
    const result = merge({
      id: 'a.title',
      source: 'Title',
      target: 'عنوان ',
      problem: 'contains the inline element <ph>; messages are plain ICU text',
    });
    expect(result.refused).toEqual([{ key: 'a.title', reason: 'contains the inline element <ph>; messages are plain ICU text' }]);
    expect(result.catalog).toEqual(catalog);
  });

  it('ignores unit ids that are no key of en-US', () => {
    const result = merge({ id: 'a.gone', source: 'Old', target: 'قديم' });
    expect(result.unknown).toEqual(['a.gone']);
    expect(result.catalog).toEqual(catalog);
  });

  it('imports a translation of an older en-US text, and reports it stale', () => {
    const result = merge({ id: 'a.title', source: 'Heading', target: 'عنوان' });
    expect(result.stale).toEqual(['a.title']);
    expect(result.catalog['a.title']).toBe('عنوان');
  });

  it('leaves untranslated units out, keeping what the catalog has', () => {
    const result = merge({ id: 'a.title', source: 'Title' });
    expect(result.untranslated).toEqual(['a.title']);
    expect(result.catalog).toEqual(catalog);
    expect(result.changed).toEqual([]);
  });
});
