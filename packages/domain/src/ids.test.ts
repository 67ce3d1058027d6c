import { describe, expect, it } from 'vitest';
import { isEmptyId, isEmptyShowcaseList } from './ids.ts';

const ZERO = '00000000-0000-0000-0000-000000000000';
const REAL = '3f2b8c1e-0000-4000-8000-000000000001';

describe('isEmptyId (doc 1 §9 empty-id constant)', () => {
  it.each([
    ['the all-zero id is empty', ZERO, true],
    ['null is empty', null, true],
    ['undefined is empty', undefined, true],
    ['an empty string is empty', '', true],
    ['a real id is not empty', REAL, false],
  ])('%s', (_rule, id, expected) => {
    expect(isEmptyId(id)).toBe(expected);
  });
});

describe('isEmptyShowcaseList (doc 1 §7 showcases)', () => {
  it.each([
    ['no collections is empty', [], true],
    ['a single collection with the all-zero id counts as empty', [{ id: ZERO }], true],
    ['a single real collection is not empty', [{ id: REAL }], false],
    ['the zero placeholder beside a real collection is not empty', [{ id: ZERO }, { id: REAL }], false],
  ])('%s', (_rule, showcases, expected) => {
    expect(isEmptyShowcaseList(showcases)).toBe(expected);
  });
});
