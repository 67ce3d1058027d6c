/**
 * The course chat across server processes (issue 14, decision 0025): two real server
 * processes on one PostgreSQL database; a message posted through either reaches the
 * learners' event streams on both (PostgreSQL LISTEN/NOTIFY), a stream resumed on the
 * other process with Last-Event-ID gets exactly what it missed, and a process whose
 * listening connection was cut catches up once it is back.
 *
 * Needs PostgreSQL: DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432/postgres
 * (skipped, and says so, without either). A database of its own, lp_chat_<random>, dropped after.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_PATHS, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { importData } from '../src/modules/import/index.ts';
import { chatFixture, chatLearner } from '../src/modules/announcements/chat-fixture.ts';
import { createSession } from '../src/plugins/session-repository.ts';
import { EventStreamClient } from './event-stream-client.ts';
import { withDatabase } from './global-setup.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresReachable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);
if (!postgresReachable) console.warn(`chat-processes.test.ts skipped: no PostgreSQL at ${adminUrl} (set DATABASE_URL).`);

const admin = (sql: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  return c
    .connect()
    .then(() => c.query(sql))
    .finally(() => c.end());
};

const P = 'mp';

describe.skipIf(!postgresReachable)('chat delivery across two server processes', () => {
  const dbName = `lp_chat_${randomUUID().slice(0, 8)}`;
  const databaseUrl = withDatabase(adminUrl, dbName);
  const servers: ServerProcess[] = [];
  const streams: EventStreamClient[] = [];
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  let channel: string;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    db = await openDb({ databaseUrl });
    await migrate(db);
    await importData(db, chatFixture({ prefix: P, learners: 4, messages: 3 }));
    const users = await db.query<{ id: string; tenant_id: string; external_id: string }>('SELECT id, tenant_id, external_id FROM users');
    for (const u of users)
      cookies.set(u.external_id, `${SESSION_COOKIE}=${await createSession(db, { tenantId: u.tenant_id, userId: u.id })}`);
    channel = (
      await db.query<{ id: string }>('SELECT announcement_channel_id AS id FROM objectives WHERE external_id = $1', [`${P}-course`])
    )[0]!.id;
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
      startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
    ]);
    servers.push(a, b);
  }, 120_000);
  afterAll(async () => {
    streams.forEach((s) => s.close());
    for (const s of servers) await s.crash();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const stream = async (server: ServerProcess, user: string) => {
    const s = new EventStreamClient(server.url + CHAT_PATHS.events, { cookie: cookies.get(user)! });
    streams.push(s);
    await s.open();
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === CHAT_EVENTS.ready);
    return s;
  };
  const post = async (server: ServerProcess, url: string, user: string, body: object) => {
    const res = await fetch(server.url + url, {
      method: 'POST',
      headers: { cookie: cookies.get(user)!, 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { seq: number; id: string };
  };
  const messages = (s: EventStreamClient, from = 0) => s.events.slice(from).filter((e) => e.event === CHAT_EVENTS.message);

  it('a message posted through one process reaches the streams on both', async () => {
    const onA = await stream(a, chatLearner(P, 0));
    const onB = await stream(b, chatLearner(P, 1));
    const question = await post(a, CHAT_PATHS.messages(channel), chatLearner(P, 2), { body: 'Asked through A' });
    const announcement = await post(b, CHAT_PATHS.instructorMessages(channel), `${P}-teacher`, { body: 'Announced through B' });
    for (const s of [onA, onB]) {
      await s.waitFor((e) => e.id === String(announcement.seq));
      expect(messages(s).map((e) => Number(e.id))).toEqual([question.seq, announcement.seq]);
    }
  }, 60_000);

  it('a stream dropped on one process and resumed on the other with Last-Event-ID gets exactly what it missed', async () => {
    const s = await stream(b, chatLearner(P, 3));
    const seen = await post(a, CHAT_PATHS.instructorMessages(channel), `${P}-teacher`, { body: 'Seen' });
    await s.waitFor((e) => e.id === String(seen.seq));
    s.close();
    const missed = [];
    for (const n of [1, 2])
      missed.push((await post(b, CHAT_PATHS.instructorMessages(channel), `${P}-teacher`, { body: `Missed ${n}` })).seq);
    const resumed = new EventStreamClient(a.url + CHAT_PATHS.events, { cookie: cookies.get(chatLearner(P, 3))! });
    streams.push(resumed);
    await resumed.open(s.lastEventId);
    await resumed.waitFor((e) => e.event === CHAT_EVENTS.ready);
    const live = await post(b, CHAT_PATHS.messages(channel), chatLearner(P, 0), { body: 'Live again' });
    await resumed.waitFor((e) => e.id === String(live.seq));
    expect(messages(resumed).map((e) => Number(e.id))).toEqual([...missed, live.seq]);
  }, 60_000);

  it('a process whose LISTEN connection is cut catches up with what was posted meanwhile', async () => {
    const onB = await stream(b, chatLearner(P, 1));
    const from = onB.events.length;
    await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`, [dbName]);
    const during = await post(a, CHAT_PATHS.instructorMessages(channel), `${P}-teacher`, { body: 'While B was not listening' });
    await onB.waitFor((e) => e.id === String(during.seq), 15_000, from);
    const after = await post(a, CHAT_PATHS.instructorMessages(channel), `${P}-teacher`, { body: 'After B listens again' });
    await onB.waitFor((e) => e.id === String(after.seq), 15_000, from);
    expect(messages(onB, from).map((e) => Number(e.id))).toEqual([during.seq, after.seq]);
  }, 60_000);
});
