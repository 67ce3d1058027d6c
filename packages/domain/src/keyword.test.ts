import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from './keyword.ts';

describe('normalizeKeyword (doc 1 §5 keyword lower-cased and left-trimmed)', () => {
  it.each([
    ['lower-cases the keyword', 'Algebra', 'algebra'],
    ['trims the left side', '   safety', 'safety'],
    ['keeps trailing spaces while typing', 'Fire ', 'fire '],
    ['keeps inner spaces', '  Data Science', 'data science'],
    ['reads a missing keyword as empty', null, ''],
  ])('%s', (_rule, keyword, expected) => {
    expect(normalizeKeyword(keyword)).toBe(expected);
  });
});
