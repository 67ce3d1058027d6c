import { describe, expect, it } from 'vitest';
import { hasDatePassed, isBeforeDate, toDate, toTime } from './dates.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('date inputs (Date or ISO string, explicit now)', () => {
  it.each([
    ['reads an ISO string', '2025-06-15T12:00:00Z', now.getTime()],
    ['reads a Date', new Date(0), 0],
    ['reads null as no date', null, null],
    ['reads an empty string as no date', '', null],
    ['reads an unparsable string as no date', 'soon', null],
  ])('%s', (_rule, input, expected) => {
    expect(toTime(input)).toBe(expected);
  });

  it.each([
    ['a future date is not reached', '2025-06-15T12:00:01Z', true, false],
    ['the current instant has passed (from inclusive, until exclusive)', '2025-06-15T12:00:00Z', false, true],
    ['a past date has passed', '2025-06-15T11:59:59Z', false, true],
    ['no date is neither', null, false, false],
  ])('%s', (_rule, date, before, passed) => {
    expect(isBeforeDate(now, date)).toBe(before);
    expect(hasDatePassed(now, date)).toBe(passed);
  });

  it('toDate gives a Date for an ISO string', () => {
    expect(toDate('2025-06-15T12:00:00Z')).toEqual(now);
  });
});
