import { describe, expect, it } from 'vitest';
import { getObjectiveScore } from './objective-score.ts';

describe('getObjectiveScore (weighted normalized score of the activity parts)', () => {
  it.each([
    {
      rule: 'weights each activity by its score weight',
      parts: [
        { scoreWeight: 3, normalizedScore: 1 },
        { scoreWeight: 1, normalizedScore: 0 },
      ],
      maxScore: 100,
      expected: { score: 75, maxScore: 100, normalizedScore: 0.75 },
    },
    {
      rule: 'an unscored activity counts as 0',
      parts: [
        { scoreWeight: 1, normalizedScore: 0.8 },
        { scoreWeight: 1, normalizedScore: null },
      ],
      maxScore: 1,
      expected: { score: 0.4, maxScore: 1, normalizedScore: 0.4 },
    },
    {
      rule: 'weightless activities do not count',
      parts: [
        { scoreWeight: 0, normalizedScore: 0 },
        { scoreWeight: 2, normalizedScore: 0.6 },
      ],
      maxScore: 10,
      expected: { score: 6, maxScore: 10, normalizedScore: 0.6 },
    },
  ])('$rule', ({ parts, maxScore, expected }) => {
    const result = getObjectiveScore(parts, maxScore);
    expect(result?.maxScore).toBe(expected.maxScore);
    expect(result?.score).toBeCloseTo(expected.score, 10);
    expect(result?.normalizedScore).toBeCloseTo(expected.normalizedScore, 10);
  });

  it.each([
    ['no score without activities', []],
    [
      'no score when no activity carries weight',
      [
        { scoreWeight: 0, normalizedScore: 1 },
        { scoreWeight: -1, normalizedScore: 1 },
      ],
    ],
  ])('%s', (_rule, parts) => {
    expect(getObjectiveScore(parts, 100)).toBeNull();
  });
});
