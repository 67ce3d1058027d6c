import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@lp/contract';
import { defaultRuntimeConfig } from './runtime-config.ts';
import type { AnalyticsEvent } from './analytics.ts';
import {
  BATCH_MAX_BYTES,
  BATCH_MAX_RECORDS,
  createAnalyticsLoggers,
  createBatchLogger,
  DATA_LAKE_SESSION_KEY,
  FLUSH_DELAY_MS,
  MAX_FAILURES_IN_A_ROW,
  toBatches,
} from './analytics-logger.ts';

/**
 * The loggers' batching and limits (decision 0040). The network is the browser's fetch; here
 * a recorder stands in for it, and e2e/tests/analytics.spec.ts sends to the real collector.
 */
const MINUTE = 60_000;
const t0 = Date.parse('2025-06-15T12:00:00Z');
const config: RuntimeConfig = {
  ...defaultRuntimeConfig,
  environment: 'test',
  appVersion: '4.2.0',
  analytics: { eventsUrl: 'https://collect.test/events', dataLakeUrl: 'https://lake.test/in', dataLakeSessionMinutes: 30 },
};
const who = { userId: 'u1', tenantId: 't1', roles: ['Learner'], locale: 'en-US' };
const event = (at: number, name: AnalyticsEvent['name'] = 'about_the_course_page_load'): AnalyticsEvent => ({
  name,
  payload: { objectiveId: 'o1' },
  at,
  isMobile: false,
});

let sent: { url: string; body: { events?: unknown[]; records?: Record<string, unknown>[] } }[];
let answer: () => Promise<unknown>;
const send = (url: string, body: string) => {
  sent.push({ url, body: JSON.parse(body) });
  return answer();
};

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answer = () => Promise.resolve();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the two loggers (doc 1 §7) and their fields (doc 2 §7)', () => {
  it('send each usage event with user, tenant, role, locale, mobile flag and app version, a few seconds later in one batch', () => {
    const log = createAnalyticsLoggers(config, send);
    log(event(t0), who);
    log(event(t0 + 1000, 'course_open_for_review'), who);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent.map((s) => s.url)).toEqual(['https://collect.test/events', 'https://lake.test/in']);
    expect(sent[0]!.body.events).toEqual([
      expect.objectContaining({
        name: 'about_the_course_page_load',
        timestamp: '2025-06-15T12:00:00.000Z',
        properties: { objectiveId: 'o1' },
        userId: 'u1',
        tenantId: 't1',
        role: 'learner',
        locale: 'en-US',
        isMobile: false,
        appVersion: '4.2.0',
      }),
      expect.objectContaining({ name: 'course_open_for_review', appVersion: '4.2.0' }),
    ]);
    expect(sent[1]!.body.records).toEqual([
      expect.objectContaining({
        eventName: 'about_the_course_page_load',
        sessionStarted: true,
        appVersion: '4.2.0',
        userId: 'u1',
        data: { objectiveId: 'o1' },
      }),
      expect.objectContaining({ eventName: 'course_open_for_review', sessionStarted: false }),
    ]);
  });

  it('keep the data-lake session across events less than 30 minutes apart, in local storage, and start another after', () => {
    const log = createAnalyticsLoggers(config, send);
    log(event(t0), who);
    log(event(t0 + 29 * MINUTE), who);
    log(event(t0 + 58 * MINUTE), who);
    log(event(t0 + 88 * MINUTE), who);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    const ids = sent[1]!.body.records!.map((r) => r.sessionId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[3]).not.toBe(ids[2]);
    expect(JSON.parse(localStorage.getItem(DATA_LAKE_SESSION_KEY)!)).toMatchObject({
      id: ids[3],
      userId: 'u1',
      lastEventAt: t0 + 88 * MINUTE,
    });
  });

  it('send what waits when the page is hidden or left', () => {
    const log = createAnalyticsLoggers(config, send);
    log(event(t0), who);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(2);
  });

  it('only the logger with an endpoint runs', () => {
    const log = createAnalyticsLoggers({ ...config, analytics: { ...config.analytics, eventsUrl: null } }, send);
    log(event(t0), who);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent.map((s) => s.url)).toEqual(['https://lake.test/in']);
  });
});

describe('limits: sending never disturbs the learner', () => {
  const wrap = (records: Record<string, unknown>[]) => JSON.stringify({ events: records });

  it('a full batch goes at once', () => {
    const logger = createBatchLogger('u', wrap, send);
    for (let i = 0; i < BATCH_MAX_RECORDS; i++) logger.log({ i });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(BATCH_MAX_RECORDS);
  });

  it('batches stay under the keepalive size; a record too large alone is dropped', () => {
    const big = 'x'.repeat(BATCH_MAX_BYTES / 3);
    const batches = toBatches([{ a: big }, { b: big }, { c: big }, { huge: 'x'.repeat(BATCH_MAX_BYTES) }], wrap);
    expect(batches).toHaveLength(2);
    expect(batches.every((b) => new Blob([b]).size <= BATCH_MAX_BYTES)).toBe(true);
    expect(batches.join('')).not.toContain('huge');
  });

  it('after a few failed sends in a row the logger stops for the page, without an error', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const logger = createBatchLogger('u', wrap, send);
    for (let round = 0; round < MAX_FAILURES_IN_A_ROW; round++) {
      logger.log({ round });
      logger.flush();
      await vi.runAllTimersAsync();
    }
    expect(sent).toHaveLength(MAX_FAILURES_IN_A_ROW);
    logger.log({ after: true });
    logger.flush();
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(MAX_FAILURES_IN_A_ROW);
  });

  it('a success in between resets the count', async () => {
    let calls = 0;
    answer = () => (++calls % 2 ? Promise.reject(new TypeError('flaky')) : Promise.resolve());
    const logger = createBatchLogger('u', wrap, send);
    for (let round = 0; round < 6; round++) {
      logger.log({ round });
      logger.flush();
      await vi.runAllTimersAsync();
    }
    expect(sent).toHaveLength(6);
  });
});
