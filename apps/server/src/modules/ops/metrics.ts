import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';

/** prom-client's default gauges named like counters (decision 0034, issue 31). */
const UNLINTED_DEFAULT_GAUGES = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * What an operator watches (issue 17, Prometheus text format through prom-client): request
 * durations by route and status, database statements and pool, the command queue, sessions,
 * and Node's own (event-loop lag, memory, CPU, handles). One registry per app, so tests and
 * several apps in one process never share counts.
 */
export function createMetrics(db: Db, options: { sessionMaxAgeSeconds: number; registry?: Registry | undefined }) {
  const registry = options.registry ?? new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // prom-client adds a gauge `*_total` beside each of its by-type gauges of handles, requests
  // and resources; `_total` is a counter's suffix in Prometheus (promtool refuses it on a
  // gauge), and the totals are `sum(nodejs_active_handles)` and the like, so they go.
  for (const name of UNLINTED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From 5 ms to 10 s: the list calls sit around 5–50 ms, a certificate PDF near 0.2 s.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  db.observeQueries((seconds, ok) => queries.observe({ outcome: ok ? 'ok' : 'error' }, seconds));
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  /** A reading of the database, the same in every process: a cluster reports it once, not summed. */
  const databaseGauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      aggregator: 'first',
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  // Read once per scrape for both queue gauges (scrape() starts afresh): the queue is shared by every process.
  let queue: Promise<{ depth: number; oldest: number }> | null = null;
  const readQueue = () =>
    (queue ??= db
      .query<{ depth: number; oldest: number | null }>(
        `SELECT count(*)::int AS depth, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS oldest FROM commands WHERE state IS NULL`,
      )
      .then(([row]) => ({ depth: row?.depth ?? 0, oldest: row?.oldest ?? 0 })));
  databaseGauge('command_queue_depth', 'Asynchronous commands waiting or running (all processes)', async () => (await readQueue()).depth);
  databaseGauge(
    'command_queue_oldest_age_seconds',
    'Age of the oldest command not yet completed (0 when none)',
    async () => (await readQueue()).oldest,
  );
  databaseGauge('sessions_active', 'Signed-in sessions seen in the last 15 minutes and not past their maximum age', async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions WHERE last_seen_at > now() - interval '15 minutes' AND created_at > now() - make_interval(secs => $1)`,
      [options.sessionMaxAgeSeconds],
    );
    return row?.n ?? 0;
  });
  /** The text Prometheus reads, every value read now. */
  const scrape = () => {
    queue = null;
    return registry.metrics();
  };
  return { registry, requests, scrape };
}

export type ServerMetrics = ReturnType<typeof createMetrics>;
