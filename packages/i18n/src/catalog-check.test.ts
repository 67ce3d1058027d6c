import { describe, expect, it } from 'vitest';
import { checkCatalog, checkDescriptions } from './catalog-check.ts';

const source = {
  'a.greeting': 'Hello {name}',
  'a.count': '{n, plural, one {# course} other {# courses}}',
  'a.title': 'Title',
};
const good = {
  'a.greeting': 'مرحبًا {name}',
  'a.count': '{n, plural, zero {لا دورات} one {دورة واحدة} two {دورتان} few {# دورات} many {# دورةً} other {# دورة}}',
  'a.title': 'العنوان',
};

describe('checkCatalog (the key-parity and syntax checks behind the catalog test)', () => {
  it('accepts a complete translation', () => {
    expect(checkCatalog('ar-AR', good, source)).toEqual([]);
  });

  it.each([
    ['a missing key', { 'a.greeting': good['a.greeting'], 'a.count': good['a.count'] }, ['missing key a.title']],
    ['a key en-US lacks', { ...good, 'a.extra': 'x' }, ['extra key a.extra']],
    ['an empty message', { ...good, 'a.title': ' ' }, ['a.title: empty message']],
    ['a message that does not parse', { ...good, 'a.greeting': 'مرحبًا {name' }, [expect.stringMatching(/^a\.greeting: does not parse/)]],
    ['a renamed argument', { ...good, 'a.greeting': 'مرحبًا {nom}' }, ['a.greeting: arguments {nom} differ from en-US {name}']],
    ['a dropped argument', { ...good, 'a.greeting': 'مرحبًا' }, ['a.greeting: arguments {} differ from en-US {name}']],
    [
      'a plural without the Arabic categories',
      { ...good, 'a.count': '{n, plural, one {دورة واحدة} other {# دورة}}' },
      ['a.count: plural lacks zero, two, few, many needed in ar-AR'],
    ],
    [
      'a misspelt plural branch',
      { ...good, 'a.count': good['a.count'].replace('few', 'fwe') },
      ['a.count: plural has unknown branches fwe', 'a.count: plural lacks few needed in ar-AR'],
    ],
  ])('reports %s', (_case, catalog, problems) => {
    expect(checkCatalog('ar-AR', catalog, source)).toEqual(problems);
  });

  it('accepts =n branches beside the categories', () => {
    const catalog = { ...source, 'a.count': '{n, plural, =0 {No courses} one {# course} other {# courses}}' };
    expect(checkCatalog('en-US', catalog, source)).toEqual([]);
  });
});

describe('checkDescriptions', () => {
  it.each([
    ['complete', { 'a.greeting': 'd', 'a.count': 'd', 'a.title': 'd' }, []],
    ['a key without description', { 'a.greeting': 'd', 'a.count': '' }, ['no description for a.count', 'no description for a.title']],
    [
      'a description of an unknown key',
      { 'a.greeting': 'd', 'a.count': 'd', 'a.title': 'd', 'b.x': 'd' },
      ['description for unknown key b.x'],
    ],
  ])('%s', (_case, descriptions, problems) => {
    expect(checkDescriptions(descriptions, source)).toEqual(problems);
  });
});
