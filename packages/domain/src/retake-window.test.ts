import { describe, expect, it } from 'vitest';
import { RetakeWindowUnit } from './enums.ts';
import { getRetakeAvailableAt, isRetakeWindowElapsed } from './retake-window.ts';

const FINISHED = '2025-01-31T10:00:00.000Z';

describe('isRetakeWindowElapsed (doc 2 §4 Retake window elapsed)', () => {
  it.each([
    { rule: 'always elapsed with no window', window: null, unit: RetakeWindowUnit.Days, now: '2025-01-31T10:00:00Z', expected: true },
    { rule: 'always elapsed with a zero window', window: 0, unit: RetakeWindowUnit.Days, now: '2025-01-31T10:00:00Z', expected: true },
    { rule: 'elapsed when no unit is set (decision)', window: 3, unit: null, now: '2025-01-31T10:00:00Z', expected: true },
    { rule: 'not elapsed one minute early', window: 30, unit: RetakeWindowUnit.Minutes, now: '2025-01-31T10:29:00Z', expected: false },
    {
      rule: 'elapsed exactly at finished plus the window',
      window: 30,
      unit: RetakeWindowUnit.Minutes,
      now: '2025-01-31T10:30:00Z',
      expected: true,
    },
    { rule: 'hours', window: 2, unit: RetakeWindowUnit.Hours, now: '2025-01-31T11:59:59Z', expected: false },
    { rule: 'days', window: 1, unit: RetakeWindowUnit.Days, now: '2025-02-01T10:00:00Z', expected: true },
    { rule: 'weeks', window: 1, unit: RetakeWindowUnit.Weeks, now: '2025-02-07T09:59:59Z', expected: false },
    {
      rule: 'months by the calendar, clamped to the end of February',
      window: 1,
      unit: RetakeWindowUnit.Months,
      now: '2025-02-28T10:00:00Z',
      expected: true,
    },
    { rule: 'months are not 30 days', window: 1, unit: RetakeWindowUnit.Months, now: '2025-02-28T09:59:59Z', expected: false },
    { rule: 'years by the calendar', window: 1, unit: RetakeWindowUnit.Years, now: '2026-01-31T09:59:59Z', expected: false },
  ])('$rule', ({ window, unit, now, expected }) => {
    expect(isRetakeWindowElapsed(FINISHED, window, unit, new Date(now))).toBe(expected);
  });

  it('is elapsed when the run has no finished time', () => {
    expect(isRetakeWindowElapsed(null, 5, RetakeWindowUnit.Years, new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('getRetakeAvailableAt (calendar arithmetic)', () => {
  it.each([
    ['31 January + 1 month is the last day of February', '2025-01-31T10:00:00Z', 1, RetakeWindowUnit.Months, '2025-02-28T10:00:00.000Z'],
    ['in a leap year it is 29 February', '2024-01-31T10:00:00Z', 1, RetakeWindowUnit.Months, '2024-02-29T10:00:00.000Z'],
    ['29 February + 1 year is 28 February', '2024-02-29T08:00:00Z', 1, RetakeWindowUnit.Years, '2025-02-28T08:00:00.000Z'],
    ['14 months cross a year', '2025-11-15T00:00:00Z', 14, RetakeWindowUnit.Months, '2027-01-15T00:00:00.000Z'],
    ['2 weeks are 14 days', '2025-03-01T00:00:00Z', 2, RetakeWindowUnit.Weeks, '2025-03-15T00:00:00.000Z'],
  ] as const)('%s', (_rule, finished, window, unit, expected) => {
    expect(getRetakeAvailableAt(finished, window, unit)?.toISOString()).toBe(expected);
  });
});
