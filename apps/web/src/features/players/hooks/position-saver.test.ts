import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPositionSaver } from './position-saver.ts';

const START = Date.parse('2026-12-01T10:00:00.000Z');

describe('the position saver (decision 0076: at most once per 5 s, and on leaving)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('sends the first position at once, then at most one per interval, the latest one at its end', () => {
    const send = vi.fn();
    const saver = createPositionSaver(send, 5000, null);
    saver.report({ scroll: 0.1 });
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 9; i++) {
      vi.advanceTimersByTime(500);
      saver.report({ scroll: i / 10 });
    }
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000); // 5 s after the first send
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toMatchObject({ scroll: 0.9, savedAt: new Date(START + 4000).toISOString() });
    expect(send.mock.calls[1]![1]).toBe(false);
  });

  it('sends what is pending at once on leaving, with keepalive, and nothing when all is sent', () => {
    const send = vi.fn();
    const saver = createPositionSaver(send, 5000, null);
    saver.report({ seconds: 10, duration: 60 });
    vi.advanceTimersByTime(1000);
    saver.report({ seconds: 11, duration: 60 });
    saver.flush(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([expect.objectContaining({ seconds: 11 }), true]);
    vi.advanceTimersByTime(10_000); // the interval's timer went with the flush
    saver.dispose();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('merges the measures of one activity (a text and its PDF) with the position it started from', () => {
    const send = vi.fn();
    const saver = createPositionSaver(send, 5000, { savedAt: '2026-11-30T09:00:00.000Z', scroll: 0.5, page: 2 });
    saver.report({ page: 3, pageCount: 4 });
    expect(send.mock.calls[0]![0]).toEqual({ savedAt: new Date(START).toISOString(), scroll: 0.5, page: 3, pageCount: 4 });
  });
});
