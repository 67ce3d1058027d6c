/**
 * The course chat under load (issue 14, decision 0025), on PostgreSQL with two server
 * processes (`node --import tsx apps/server/src/server.ts`, as `npm start` runs it):
 *
 * 1. Delivery: `--learners` learners hold the live event stream open, half on each
 *    process; the course's instructor posts an announcement through one process, and each
 *    learner's time until the event arrives is measured (p50/p95/p99/max), `--rounds` times.
 * 2. Throughput: learners post `--messages` questions into the channel through both
 *    processes, `--concurrency` at a time, while every stream stays connected: the
 *    messages per second the channel takes, and whether every stream got every message.
 * 3. A channel of `--history` messages: the newest page and pages deep in the history, by cursor.
 *
 * A database of its own, created afresh each run (DATABASE_URL, default lp_bench_chat):
 *   node --import tsx bench/chat.ts [--learners 2000] [--rounds 5] [--messages 1000] [--concurrency 20] [--history 10000]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CHAT_EVENTS, CHAT_PATHS, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importData } from '../apps/server/src/modules/import/index.ts';
import { chatFixture, chatLearner } from '../apps/server/src/modules/announcements/chat-fixture.ts';
import { EventStreamClient } from '../apps/server/test/event-stream-client.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process.ts';
import { fmtInt, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { benchTenant, signInByExternalId } from './lib/sessions.ts';
import { databaseOf } from './lib/target.ts';

const PREFIX = 'bench-chat';
const HASH = 'scrypt$YmVuY2g=$YmVuY2g=';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
    messages: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
    history: { type: 'string', default: '10000' },
  },
});
const learners = Number(args.learners);
const rounds = Number(args.rounds);
const messageCount = Number(args.messages);
const concurrency = Number(args.concurrency);
const history = Number(args.history);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s.at(-1)! };
};

async function pool<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lp_bench_chat';
  const { name, maintenanceUrl } = databaseOf(databaseUrl);
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();

  const db = await openDb({ databaseUrl });
  await migrate(db);
  await importData(db, chatFixture({ prefix: PREFIX, learners, messages: 0, passwordHash: HASH }));
  const tenantId = await benchTenant(db);
  const [channelRow] = await db.query<{ id: string; teacher: string }>(
    `SELECT o.announcement_channel_id AS id, (SELECT id FROM users WHERE external_id = $2) AS teacher FROM objectives o WHERE o.external_id = $1`,
    [`${PREFIX}-course`, `${PREFIX}-teacher`],
  );
  const channel = channelRow!.id;
  // The history: `history` announcements, posted before the run (seq in order).
  await db.query(
    `INSERT INTO announcement_messages (id, tenant_id, channel_id, author_id, kind, body, created_at)
     SELECT gen_random_uuid(), $1, $2, $3, 'announcement', '<p>History ' || n || '</p>', now() - make_interval(mins => $4 - n)
       FROM generate_series(1, $4::int) n ORDER BY n`,
    [tenantId, channel, channelRow!.teacher, history],
  );
  await db.query('ANALYZE announcement_messages');
  const ids = Array.from({ length: learners }, (_, n) => chatLearner(PREFIX, n));
  const sessions = await signInByExternalId(db, tenantId, [...ids, `${PREFIX}-teacher`]);
  const teacher = sessions.pop()!;
  const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;

  // Limits off: the learners all post from this one address, faster than a site would (decision 0058).
  const env = { DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false', LOG_LEVEL: 'silent', DB_POOL_SIZE: '10', CALL_LIMITS: 'off' };
  const servers: ServerProcess[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const streams: EventStreamClient[] = [];
  try {
    const post = async (server: ServerProcess, url: string, token: string, body: object) => {
      const res = await fetch(server.url + url, {
        method: 'POST',
        headers: { cookie: cookie(token), 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${await res.text()}`);
      return (await res.json()) as { seq: number };
    };

    // Every learner connects, half to each process.
    const connectStart = performance.now();
    await pool(sessions, 100, async (s, i) => {
      const stream = new EventStreamClient(servers[i % 2]!.url + CHAT_PATHS.events, { cookie: cookie(s.token) });
      streams[i] = stream;
      await stream.open();
      if (stream.status !== 200) throw new Error(`stream ${i}: ${stream.status}`);
      await stream.waitFor((e) => e.event === CHAT_EVENTS.ready, 60_000);
    });
    const connectSeconds = (performance.now() - connectStart) / 1000;
    console.log(`${fmtInt(learners)} learners connected (half on each of 2 processes) in ${connectSeconds.toFixed(1)} s`);

    // 1. Delivery of one announcement to everyone.
    const delivery: { round: number; via: string; stats: ReturnType<typeof stats>; missing: number }[] = [];
    const all: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const via = servers[round % 2]!;
      const from = streams.map((s) => s.events.length);
      const start = performance.now();
      const { seq } = await post(via, CHAT_PATHS.instructorMessages(channel), teacher.token, { body: `<p>Announcement ${round}</p>` });
      const arrivals = await Promise.all(
        streams.map((s, i) =>
          s
            .waitFor((e) => e.id === String(seq), 60_000, from[i])
            .then(
              (e) => e.at - start,
              () => Number.NaN,
            ),
        ),
      );
      const got = arrivals.filter((ms) => !Number.isNaN(ms));
      all.push(...got);
      delivery.push({ round, via: round % 2 === 0 ? 'A' : 'B', stats: stats(got), missing: arrivals.length - got.length });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    printTable(
      ['round', 'posted via', 'learners reached', 'p50 ms', 'p95 ms', 'p99 ms', 'last ms', 'missing'],
      delivery.map((d) => [
        String(d.round + 1),
        d.via,
        fmtInt(d.stats.n),
        fmtMs(d.stats.p50),
        fmtMs(d.stats.p95),
        fmtMs(d.stats.p99),
        fmtMs(d.stats.max),
        String(d.missing),
      ]),
    );
    const overall = stats(all);
    console.log(
      `all rounds: p50 ${fmtMs(overall.p50)} ms, p95 ${fmtMs(overall.p95)} ms, p99 ${fmtMs(overall.p99)} ms, last ${fmtMs(overall.max)} ms`,
    );

    // 2. Messages per second into one channel, every stream connected.
    const from = streams.map((s) => s.events.length);
    const posted: number[] = [];
    const throughputStart = performance.now();
    const latencies: number[] = [];
    await pool(
      Array.from({ length: messageCount }, (_, n) => n),
      concurrency,
      async (n) => {
        const t = performance.now();
        const { seq } = await post(servers[n % 2]!, CHAT_PATHS.messages(channel), sessions[n % sessions.length]!.token, {
          body: `<p>Question ${n}</p>`,
        });
        latencies.push(performance.now() - t);
        posted.push(seq);
      },
    );
    const postSeconds = (performance.now() - throughputStart) / 1000;
    const lastSeq = Math.max(...posted);
    const delivered = await Promise.all(
      streams.map((s, i) =>
        s
          .waitFor((e) => e.id === String(lastSeq), 120_000, from[i])
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    const deliveredSeconds = (performance.now() - throughputStart) / 1000;
    const complete = streams.filter((s, i) => {
      const seqs = s.events
        .slice(from[i])
        .filter((e) => e.event === CHAT_EVENTS.message)
        .map((e) => Number(e.id));
      return seqs.length === posted.length && seqs.every((seq, k) => k === 0 || seq > seqs[k - 1]!);
    }).length;
    const postStats = stats(latencies);
    console.log(
      `throughput: ${fmtInt(messageCount)} messages posted in ${postSeconds.toFixed(1)} s = ${fmtInt(messageCount / postSeconds)} messages/s (post p50 ${fmtMs(postStats.p50)} ms, p95 ${fmtMs(postStats.p95)} ms); ` +
        `all delivered to ${fmtInt(delivered.filter(Boolean).length)} of ${fmtInt(learners)} streams after ${deliveredSeconds.toFixed(1)} s (${fmtInt((messageCount * learners) / deliveredSeconds)} events/s); ` +
        `${fmtInt(complete)} streams got every message once, in order`,
    );

    // 3. Paging a channel of `history` + the run's messages.
    const reader = sessions[0]!;
    const pages: number[] = [];
    const first: number[] = [];
    let before: number | null = null;
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(`${servers[i % 2]!.url}${CHAT_PATHS.messages(channel)}?take=50${before ? `&before=${before}` : ''}`, {
        headers: { cookie: cookie(reader.token) },
      });
      const page = (await res.json()) as { before: number | null };
      (before ? pages : first).push(performance.now() - t);
      before = page.before;
      if (!before) break;
    }
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await fetch(`${servers[i % 2]!.url}${CHAT_PATHS.messages(channel)}?take=50`, { headers: { cookie: cookie(reader.token) } }).then(
        (r) => r.text(),
      );
      first.push(performance.now() - t);
    }
    const [{ n: total }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcement_messages WHERE channel_id = $1', [
      channel,
    ])) as [{ n: number }];
    const pageStats = stats(pages);
    const firstStats = stats(first);
    console.log(
      `a channel of ${fmtInt(total)} messages: newest page p50 ${fmtMs(firstStats.p50)} ms, p95 ${fmtMs(firstStats.p95)} ms; older pages by cursor p50 ${fmtMs(pageStats.p50)} ms, p95 ${fmtMs(pageStats.p95)} ms`,
    );

    const file = writeOutput('chat', {
      at: new Date().toISOString(),
      options: { learners, rounds, messageCount, concurrency, history },
      connectSeconds,
      delivery,
      overall,
      throughput: { messageCount, postSeconds, perSecond: messageCount / postSeconds, post: postStats, deliveredSeconds, complete },
      paging: { total, newest: firstStats, older: pageStats },
    });
    console.log(`written: ${file}`);
  } finally {
    streams.forEach((s) => s?.close());
    for (const s of servers) await s.crash();
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
