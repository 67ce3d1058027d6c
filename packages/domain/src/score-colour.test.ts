import { describe, expect, it } from 'vitest';
import { getScoreColour } from './score-colour.ts';

describe('getScoreColour (doc 1 §5 Score colour)', () => {
  it.each([
    { rule: 'success at exactly 0.8', result: { normalizedScore: 0.8 }, expected: 'success' },
    { rule: 'success above 0.8', result: { normalizedScore: 0.95 }, expected: 'success' },
    {
      rule: 'success with full marks whatever the normalized score',
      result: { score: 10, maxScore: 10, normalizedScore: 0.79 },
      expected: 'success',
    },
    { rule: 'accent just below 0.8', result: { normalizedScore: 0.79 }, expected: 'accent' },
    { rule: 'accent at exactly 0.4', result: { normalizedScore: 0.4 }, expected: 'accent' },
    { rule: 'danger just below 0.4', result: { normalizedScore: 0.39 }, expected: 'danger' },
    { rule: 'danger at 0', result: { score: 0, maxScore: 10, normalizedScore: 0 }, expected: 'danger' },
    { rule: 'no colour without a score', result: { normalizedScore: null }, expected: null },
  ])('$rule', ({ result, expected }) => {
    expect(getScoreColour(result)).toBe(expected);
  });
});
