import { describe, expect, it } from 'vitest';
import { addMonths, dayOf, monthGrid, moveInGrid, parseDay, startOfWeek, viewRange, weekdayOf, weekOf } from './calendar-grid.ts';

describe('calendar days (issue 15)', () => {
  it('accepts real dates only', () => {
    expect(parseDay('2026-11-24')).toBe('2026-11-24');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('24/11/2026')).toBeNull();
  });

  it("knows the weekday and the week from the locale's first day", () => {
    expect(weekdayOf('2026-11-24')).toBe(2); // a Tuesday
    expect(startOfWeek('2026-11-24', 1)).toBe('2026-11-23'); // Monday (most of Europe)
    expect(startOfWeek('2026-11-24', 7)).toBe('2026-11-22'); // Sunday (en-US)
    expect(startOfWeek('2026-11-24', 6)).toBe('2026-11-21'); // Saturday (Arabic in Egypt, Saudi Arabia)
    expect(weekOf('2026-11-24', 6)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('lays a month out in whole weeks with the days around it', () => {
    const november = monthGrid('2026-11-24', 1);
    expect(november).toHaveLength(6);
    expect(november[0]![0]).toBe('2026-10-26');
    expect(november.at(-1)![6]).toBe('2026-12-06');
    // February 2026 starts on a Sunday: four whole weeks when weeks start on Sunday.
    expect(monthGrid('2026-02-10', 7)).toHaveLength(4);
    expect(monthGrid('2026-02-10', 1)).toHaveLength(5);
  });

  it('adds months inside shorter months and across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('names the range each view asks for', () => {
    expect(viewRange('month', '2026-11-24', 1)).toEqual({ from: '2026-10-26', to: '2026-12-07' });
    expect(viewRange('week', '2026-11-24', 7)).toEqual({ from: '2026-11-22', to: '2026-11-29' });
    expect(viewRange('agenda', '2026-11-24', 1)).toEqual({ from: '2026-11-24', to: '2026-12-24' });
  });

  it("places an instant on the learner's day, not the server's", () => {
    expect(dayOf('2026-11-24T23:30:00Z', 'UTC')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-25');
    expect(dayOf('2026-11-25T03:00:00Z', 'America/New_York')).toBe('2026-11-24');
  });

  it('moves the focus in the grid as the WAI-ARIA grid pattern says, mirrored right to left', () => {
    const at = '2026-11-24';
    expect(moveInGrid(at, 'ArrowRight', { firstDay: 1 })).toBe('2026-11-25');
    expect(moveInGrid(at, 'ArrowRight', { firstDay: 6, rtl: true })).toBe('2026-11-23');
    expect(moveInGrid(at, 'ArrowDown', { firstDay: 1 })).toBe('2026-12-01');
    expect(moveInGrid(at, 'ArrowUp', { firstDay: 1 })).toBe('2026-11-17');
    expect(moveInGrid(at, 'Home', { firstDay: 1 })).toBe('2026-11-23');
    expect(moveInGrid(at, 'End', { firstDay: 7 })).toBe('2026-11-28');
    expect(moveInGrid(at, 'PageDown', { firstDay: 1 })).toBe('2026-12-24');
    expect(moveInGrid(at, 'PageUp', { firstDay: 1, shift: true })).toBe('2025-11-24');
  });
});
