import { describe, expect, it } from 'vitest';
import { isDateInput, resolveDate, toDateOnly } from './relative-date.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('resolveDate', () => {
  it.each([
    ['now', '2025-06-15T12:00:00.000Z'],
    ['+3d', '2025-06-18T12:00:00.000Z'],
    ['-2h', '2025-06-15T10:00:00.000Z'],
    ['+10m', '2025-06-15T12:10:00.000Z'],
    ['-1w', '2025-06-08T12:00:00.000Z'],
    ['-1d+2h', '2025-06-14T14:00:00.000Z'],
    ['+1mo', '2025-07-15T12:00:00.000Z'],
    ['-1y', '2024-06-15T12:00:00.000Z'],
    ['+18mo', '2026-12-15T12:00:00.000Z'],
    ['-1y+2mo-3d', '2024-08-12T12:00:00.000Z'],
    ['+10m+1mo', '2025-07-15T12:10:00.000Z'],
    ['2025-09-01', '2025-09-01T00:00:00.000Z'],
    ['2025-09-01T08:30', '2025-09-01T08:30:00.000Z'],
    ['2025-09-01T08:30:00+02:00', '2025-09-01T06:30:00.000Z'],
    ['2025-09-01T08:30:00.123Z', '2025-09-01T08:30:00.123Z'],
  ])('resolves %s against the import time', (input, expected) => {
    expect(resolveDate(input, now)?.toISOString()).toBe(expected);
  });

  it.each([
    ['2025-01-31T09:00:00Z', '+1mo', '2025-02-28T09:00:00.000Z'],
    ['2024-01-31T09:00:00Z', '+1mo', '2024-02-29T09:00:00.000Z'],
    ['2024-02-29T09:00:00Z', '+1y', '2025-02-28T09:00:00.000Z'],
    ['2025-03-31T09:00:00Z', '-1mo', '2025-02-28T09:00:00.000Z'],
    ['2025-12-15T09:00:00Z', '+1mo', '2026-01-15T09:00:00.000Z'],
  ])('counts calendar months from %s: %s is %s (a day the month lacks becomes its last)', (from, input, expected) => {
    expect(resolveDate(input, new Date(from))?.toISOString()).toBe(expected);
  });

  it.each(['tomorrow', '+3', '3d', '+3yr', '+1mon', '+1M', '2025-02-30', '2025-13-01', '2025-06-15T25:00', ''])('refuses %j', (input) => {
    expect(isDateInput(input)).toBe(false);
  });

  it('gives the UTC calendar day for date columns', () => {
    expect(toDateOnly(resolveDate('-1d', now)!)).toBe('2025-06-14');
  });
});
