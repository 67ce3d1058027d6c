import { describe, expect, it } from 'vitest';
import { getProgressPercent, toWholePercent } from './percent.ts';

describe('toWholePercent (doc 1 §5 percent rounded to whole percent)', () => {
  it.each([
    ['rounds down below the half', 0.734, 73],
    ['rounds the half up', 0.735, 74],
    ['rounds a half hidden by binary noise up', 0.285, 29],
    ['keeps zero', 0, 0],
    ['keeps full marks', 1, 100],
  ])('%s', (_rule, fraction, expected) => {
    expect(toWholePercent(fraction)).toBe(expected);
  });
});

describe('getProgressPercent (doc 1 §9 progress clamped, shown as percent)', () => {
  it.each([
    ['shows progress as whole percent', 0.456, 46],
    ['clamps progress above 1', 1.2, 100],
    ['clamps negative progress', -1, 0],
    ['shows missing progress as 0', undefined, 0],
  ])('%s', (_rule, progress, expected) => {
    expect(getProgressPercent(progress)).toBe(expected);
  });
});
