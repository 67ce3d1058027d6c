import { describe, expect, it } from 'vitest';
import {
  getActivityPositionProblem,
  getPositionProgress,
  getStoredSavedAt,
  isNewerPosition,
  type ActivityPosition,
  type ActivityPositionProblem,
} from './activity-position.ts';

type Measures = Omit<ActivityPosition, 'savedAt'>;

describe('getActivityPositionProblem (issue 33 item 6: out-of-range positions are refused)', () => {
  it.each<[string, Measures, ActivityPositionProblem | null]>([
    ['a scroll fraction inside the text is a position', { scroll: 0.4 }, null],
    ['the very end of the text is a position', { scroll: 1 }, null],
    ['a negative scroll fraction is refused', { scroll: -0.1 }, 'negative'],
    ['a scroll fraction past the end of the text is refused', { scroll: 1.2 }, 'scrollOutOfRange'],
    ['a time inside the video is a position', { seconds: 30, duration: 60 }, null],
    ['a time without a known length is a position', { seconds: 3000 }, null],
    ['a negative time is refused', { seconds: -1 }, 'negative'],
    ['a time beyond the video length is refused', { seconds: 61, duration: 60 }, 'beyondDuration'],
    ['the last page of the PDF is a position', { page: 3, pageCount: 3 }, null],
    ['a page without a known count is a position', { page: 40 }, null],
    ['page 0 is refused', { page: 0 }, 'pageOutOfRange'],
    ['a page beyond the page count is refused', { page: 4, pageCount: 3 }, 'pageOutOfRange'],
    ['a text and its PDF together are a position', { scroll: 0.2, page: 2, pageCount: 5 }, null],
  ])('%s', (_rule, position, problem) => {
    expect(getActivityPositionProblem(position)).toBe(problem);
  });
});

describe('isNewerPosition (a late retry from another tab cannot undo a newer position)', () => {
  const at = (savedAt: string) => ({ savedAt });
  it.each<[string, { savedAt: string } | null, string, boolean]>([
    ['the first position is saved', null, '2026-12-01T10:00:00.000Z', true],
    ['a later position replaces the stored one', at('2026-12-01T10:00:00.000Z'), '2026-12-01T10:00:05.000Z', true],
    ['an older position is ignored', at('2026-12-01T10:00:05.000Z'), '2026-12-01T10:00:00.000Z', false],
    ['the same position again changes nothing', at('2026-12-01T10:00:05.000Z'), '2026-12-01T10:00:05.000Z', false],
  ])('%s', (_rule, stored, incoming, newer) => {
    expect(isNewerPosition(stored, at(incoming))).toBe(newer);
  });
});

describe('getStoredSavedAt (a device clock ahead cannot win every later save)', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');
  it('keeps a time in the past', () => expect(getStoredSavedAt('2026-12-01T09:59:00Z', now)).toBe('2026-12-01T09:59:00.000Z'));
  it('brings a time in the future back to now', () => expect(getStoredSavedAt('2026-12-01T11:00:00Z', now)).toBe(now.toISOString()));
});

describe('getPositionProgress (how far through the activity a position is)', () => {
  it.each<[string, Measures, number | null]>([
    ['the scroll fraction', { scroll: 0.25 }, 0.25],
    ['the time over the length', { seconds: 30, duration: 120 }, 0.25],
    ['a time of unknown length says nothing', { seconds: 30 }, null],
    ['the page over the page count', { page: 3, pageCount: 4 }, 0.75],
    ['the furthest of a text and its PDF', { scroll: 0.1, page: 2, pageCount: 4 }, 0.5],
  ])('%s', (_rule, position, progress) => {
    expect(getPositionProgress(position)).toBe(progress);
  });
});
