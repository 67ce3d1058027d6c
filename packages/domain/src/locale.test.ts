import { describe, expect, it } from 'vitest';
import { parseLocaleList } from './locale.ts';

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
