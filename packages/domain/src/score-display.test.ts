import { describe, expect, it } from 'vitest';
import { getScoreDisplay } from './score-display.ts';

describe('getScoreDisplay (doc 1 §5, doc 2 §9 score display)', () => {
  it.each([
    {
      rule: 'maximum 1 shows only the percentage',
      result: { score: 0.756, maxScore: 1, normalizedScore: 0.756 },
      expected: { percent: 76, scaledScore: null, maxScore: 1, showPoints: false },
    },
    {
      rule: 'a larger maximum shows the score scaled by it and the points text',
      result: { score: 37, maxScore: 50, normalizedScore: 0.74 },
      expected: { percent: 74, scaledScore: 37, maxScore: 50, showPoints: true },
    },
    {
      rule: 'the scaled score keeps two decimals at most',
      result: { maxScore: 3, normalizedScore: 2 / 3 },
      expected: { percent: 67, scaledScore: 2, maxScore: 3, showPoints: true },
    },
    {
      rule: 'a missing normalized score is derived from score and maximum',
      result: { score: 5, maxScore: 20, normalizedScore: null },
      expected: { percent: 25, scaledScore: 5, maxScore: 20, showPoints: true },
    },
    {
      rule: 'a missing maximum is taken as 1',
      result: { normalizedScore: 0.5 },
      expected: { percent: 50, scaledScore: null, maxScore: 1, showPoints: false },
    },
    {
      rule: 'full marks on the raw score show as full marks even when the normalized value is a hair under 1',
      result: { score: 20, maxScore: 20, normalizedScore: 0.999 },
      expected: { percent: 100, scaledScore: 20, maxScore: 20, showPoints: true },
    },
    { rule: 'nothing to show without any score', result: { maxScore: 10 }, expected: null },
  ])('$rule', ({ result, expected }) => {
    expect(getScoreDisplay(result)).toEqual(expected);
  });
});
