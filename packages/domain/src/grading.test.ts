import { describe, expect, it } from 'vitest';
import { getGradeForScore, isPassed } from './grading.ts';

// Deliberately out of order: the rule must not depend on the order bands arrive in.
const scale = {
  normalizedPassingScore: 0.5,
  objectiveGrades: [
    { name: 'B', normalizedMinScore: 0.7 },
    { name: 'D', normalizedMinScore: 0.2 },
    { name: 'A', normalizedMinScore: 0.9 },
    { name: 'C', normalizedMinScore: 0.5 },
  ],
};

describe('getGradeForScore (doc 1 §5 grading-scale grade)', () => {
  it.each([
    ['the highest band whose minimum is at most the score', 0.75, 'B'],
    ['a score equal to a minimum takes that band', 0.9, 'A'],
    ['full marks take the top band', 1, 'A'],
    ['a score below every band takes the lowest band', 0.1, 'D'],
    ['a score at the lowest minimum takes the lowest band', 0.2, 'D'],
  ])('%s', (_rule, score, expected) => {
    expect(getGradeForScore(scale, score)?.name).toBe(expected);
  });

  it.each([
    ['no grade without a score', scale, null],
    ['no grade on a scale without bands', { objectiveGrades: [] }, 0.5],
  ] as const)('%s', (_rule, gradingScale, score) => {
    expect(getGradeForScore(gradingScale, score)).toBeNull();
  });
});

describe('isPassed (normalized passing score of the grading scale)', () => {
  it.each([
    ['passed at the passing score', 0.5, true],
    ['passed above the passing score', 0.8, true],
    ['failed below the passing score', 0.49, false],
    ['not passed without a score', null, false],
  ])('%s', (_rule, score, expected) => {
    expect(isPassed(score, scale)).toBe(expected);
  });
});
