import { describe, expect, it } from 'vitest';
import { getKnowledgeCheckPlanHorizon, getKnowledgeCheckRetryDue, isKnowledgeCheckStale, planKnowledgeChecks } from './knowledge-checks.ts';

const finishedAt = new Date('2026-03-01T10:00:00Z');
const day = (n: number) => new Date(finishedAt.getTime() + n * 24 * 3600 * 1000);
const summary = (plan: ReturnType<typeof planKnowledgeChecks>) => plan.map((c) => [c.step, c.questionIndex, c.dueAt.toISOString()]);

describe('planKnowledgeChecks (issue 14: spaced repetition after a finished course)', () => {
  it.each([
    [
      'five checks at 1, 3, 7, 14 and 30 days, questions in turn',
      3,
      day(0),
      undefined,
      [
        [0, 0, day(1)],
        [1, 1, day(3)],
        [2, 2, day(7)],
        [3, 0, day(14)],
        [4, 1, day(30)],
      ],
    ],
    [
      'one question comes back at every interval',
      1,
      day(0),
      undefined,
      [
        [0, 0, day(1)],
        [1, 0, day(3)],
        [2, 0, day(7)],
        [3, 0, day(14)],
        [4, 0, day(30)],
      ],
    ],
    [
      'more questions than intervals: the first five are asked',
      8,
      day(0),
      undefined,
      [
        [0, 0, day(1)],
        [1, 1, day(3)],
        [2, 2, day(7)],
        [3, 3, day(14)],
        [4, 4, day(30)],
      ],
    ],
    ['a model without questions plans nothing', 0, day(0), undefined, []],
    [
      'the configured intervals replace the default',
      2,
      day(0),
      [2, 5],
      [
        [0, 0, day(2)],
        [1, 1, day(5)],
      ],
    ],
    [
      'a run finished 9 days ago: the day-1 check is stale, day 3 and 7 are due now',
      3,
      day(9),
      undefined,
      [
        [1, 1, day(3)],
        [2, 2, day(7)],
        [3, 0, day(14)],
        [4, 1, day(30)],
      ],
    ],
    ['a run finished a year ago plans nothing', 3, day(365), undefined, []],
  ] as const)('%s', (_rule, questionCount, now, intervalDays, expected) => {
    const plan = planKnowledgeChecks({ finishedAt, now, questionCount, intervalDays });
    expect(summary(plan)).toEqual(expected.map(([s, q, d]) => [s, q, d.toISOString()]));
  });
});

describe('getKnowledgeCheckPlanHorizon: runs finished before it have nothing left to send', () => {
  it.each([
    ['the last interval plus the lateness: 30 + 7 days', undefined, 7, day(-37)],
    ['configured intervals', [1, 2], 0, day(-2)],
  ] as const)('%s', (_rule, intervals, maxLate, expected) => {
    expect(getKnowledgeCheckPlanHorizon(day(0), intervals, maxLate)).toEqual(expected);
  });

  it('a run finished just before the horizon plans nothing, one just after plans its last step', () => {
    const horizon = getKnowledgeCheckPlanHorizon(day(0));
    expect(planKnowledgeChecks({ finishedAt: new Date(horizon.getTime() - 1), now: day(0), questionCount: 2 })).toEqual([]);
    expect(planKnowledgeChecks({ finishedAt: new Date(horizon.getTime() + 1), now: day(0), questionCount: 2 })).toHaveLength(1);
  });
});

describe('isKnowledgeCheckStale', () => {
  it.each([
    ['due now is not stale', day(1), day(1), false],
    ['seven days late is still sent', day(1), day(8), false],
    ['more than seven days late is dropped', day(1), new Date(day(8).getTime() + 1), true],
    ['not yet due is not stale', day(3), day(1), false],
  ] as const)('%s', (_rule, dueAt, now, expected) => {
    expect(isKnowledgeCheckStale(dueAt, now)).toBe(expected);
  });
});

describe('getKnowledgeCheckRetryDue (doc 2 §4: correct when normalizedScore > 0)', () => {
  it.each([
    ['a correct answer needs no retry', 1, 0, undefined],
    ['a partly correct answer counts as correct', 0.5, 0, undefined],
    ['an incorrect answer is asked again a day later', 0, 0, day(11)],
    ['the second incorrect answer too', 0, 1, day(11)],
    ['after two retries the question rests', 0, 2, undefined],
  ] as const)('%s', (_rule, normalizedScore, retriesSoFar, expected) => {
    expect(getKnowledgeCheckRetryDue({ normalizedScore, answeredAt: day(10), retriesSoFar })).toEqual(expected);
  });
});
