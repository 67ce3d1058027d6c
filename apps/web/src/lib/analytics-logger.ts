import { getUsageEventRole, nextDataLakeSession, type DataLakeSession } from '@lp/domain';
import type { RuntimeConfig } from '@lp/contract';
import type { AnalyticsEvent, AnalyticsSink, AnalyticsSubject } from './analytics.ts';
import { randomId } from './random-id.ts';

/**
 * The analytics event logger and the data-lake logger (doc 1 §7, §9; decision 0040), loaded
 * after the first view. Each keeps its records in a queue and sends them in batches to its
 * endpoint: a few seconds after the first one waits, at once when a batch is full, and all
 * of them when the page is hidden or left. Sending must never disturb the learner: a
 * request is fire and forget, a queue never holds more than a batch, a batch stays under the
 * keepalive size, and after a few failed sends in a row a logger stops for the rest of the page.
 */
export const FLUSH_DELAY_MS = 5000;
export const BATCH_MAX_RECORDS = 20;
/** keepalive requests share 64 KiB in flight: two loggers' last batches must fit together. */
export const BATCH_MAX_BYTES = 28 * 1024;
export const MAX_FAILURES_IN_A_ROW = 3;
export const DATA_LAKE_SESSION_KEY = 'lp.dataLakeSession';

type LogRecord = Record<string, unknown>;
export type Send = (url: string, body: string) => Promise<unknown>;

/**
 * No credentials (the collector is another site; on localhost it would otherwise get the
 * portal's cookies), no CORS preflight (a text body, no header of ours), and keepalive so a
 * batch sent as the page goes away still leaves. sendBeacon would send cookies.
 */
const sendWithFetch: Send = (url, body) =>
  fetch(url, { method: 'POST', body, mode: 'no-cors', credentials: 'omit', keepalive: true, cache: 'no-store' });

/** Batches of at most BATCH_MAX_RECORDS records and BATCH_MAX_BYTES bytes; a record too large alone is dropped. */
export function toBatches(records: readonly LogRecord[], wrap: (records: LogRecord[]) => string): string[] {
  const batches: string[] = [];
  let current: LogRecord[] = [];
  const flush = () => {
    if (current.length) batches.push(wrap(current));
    current = [];
  };
  for (const record of records) {
    if (new Blob([wrap([record])]).size > BATCH_MAX_BYTES) continue;
    const next = [...current, record];
    if (next.length > BATCH_MAX_RECORDS || new Blob([wrap(next)]).size > BATCH_MAX_BYTES) {
      flush();
      current = [record];
    } else current = next;
  }
  flush();
  return batches;
}

export function createBatchLogger(url: string, wrap: (records: LogRecord[]) => string, send: Send) {
  let queue: LogRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (failures >= MAX_FAILURES_IN_A_ROW) return void (queue = []);
    for (const body of toBatches(queue, wrap)) {
      send(url, body).then(
        () => void (failures = 0),
        () => void (failures += 1),
      );
    }
    queue = [];
  };
  return {
    log(record: LogRecord) {
      if (failures >= MAX_FAILURES_IN_A_ROW) return;
      queue.push(record);
      if (queue.length >= BATCH_MAX_RECORDS) flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    flush,
  };
}

/** The session shared by the learner's tabs; in memory only where local storage is refused. */
function dataLakeSessions(minutes: number) {
  let inMemory: DataLakeSession | null = null;
  const read = (): DataLakeSession | null => {
    try {
      return (JSON.parse(localStorage.getItem(DATA_LAKE_SESSION_KEY) ?? 'null') as DataLakeSession | null) ?? inMemory;
    } catch {
      return inMemory;
    }
  };
  return (userId: string, at: number) => {
    const session = nextDataLakeSession(read(), userId, at, randomId, minutes);
    inMemory = { id: session.id, userId, lastEventAt: session.lastEventAt };
    try {
      localStorage.setItem(DATA_LAKE_SESSION_KEY, JSON.stringify(inMemory));
    } catch {
      // kept in memory
    }
    return session;
  };
}

/** doc 2 §7: what every usage event is logged with — user id, mobile flag, role, locale, app version, tenant. */
const common = (event: AnalyticsEvent, who: AnalyticsSubject, config: RuntimeConfig) => ({
  userId: who.userId,
  tenantId: who.tenantId,
  role: getUsageEventRole(who.roles),
  locale: who.locale,
  isMobile: event.isMobile,
  appVersion: config.appVersion,
  environment: config.environment,
});

export function createAnalyticsLoggers(config: RuntimeConfig, send: Send = sendWithFetch): AnalyticsSink {
  const { eventsUrl, dataLakeUrl, dataLakeSessionMinutes } = config.analytics;
  const sentAt = () => new Date().toISOString();
  const events = eventsUrl
    ? createBatchLogger(eventsUrl, (records) => JSON.stringify({ sentAt: sentAt(), events: records }), send)
    : undefined;
  const dataLake = dataLakeUrl
    ? createBatchLogger(dataLakeUrl, (records) => JSON.stringify({ sentAt: sentAt(), records }), send)
    : undefined;
  const sessionFor = dataLakeSessions(dataLakeSessionMinutes);
  const flushAll = () => {
    events?.flush();
    dataLake?.flush();
  };
  // pagehide also covers a page put into the back/forward cache; hidden covers a tab closed on a phone.
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
  return (event, who) => {
    const occurredAt = new Date(event.at).toISOString();
    events?.log({ name: event.name, timestamp: occurredAt, properties: event.payload, ...common(event, who, config) });
    if (dataLake) {
      const session = sessionFor(who.userId, event.at);
      dataLake.log({
        sessionId: session.id,
        sessionStarted: session.started,
        eventName: event.name,
        occurredAt,
        data: event.payload,
        ...common(event, who, config),
      });
    }
  };
}
