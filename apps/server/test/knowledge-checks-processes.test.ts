/**
 * Knowledge checks sent by two real server processes at once (issue 14, decision 0026): both
 * run the worker on one PostgreSQL database and send through the SMTP peer; every learner
 * gets each due check exactly once, and the time it took is printed.
 *
 * Needs PostgreSQL: DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432/postgres
 * (skipped, and says so, without either). A database of its own, lp_kc_<random>, dropped after.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { importData } from '../src/modules/import/index.ts';
import { spawnSmtpPeer, type SpawnedSmtpPeer } from '../../../peers/smtp/src/spawn.ts';
import { withDatabase } from './global-setup.ts';
import { knowledgeCheckFixture } from './knowledge-check-fixture.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresReachable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);
if (!postgresReachable) console.warn(`knowledge-checks-processes.test.ts skipped: no PostgreSQL at ${adminUrl} (set DATABASE_URL).`);

const admin = (sql: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  return c
    .connect()
    .then(() => c.query(sql))
    .finally(() => c.end());
};

/** Learners besides the fixture's two: each finished the course two days ago, so one check is due. */
const EXTRA = 198;

describe.skipIf(!postgresReachable)('knowledge checks sent by two server processes', () => {
  const dbName = `lp_kc_${randomUUID().slice(0, 8)}`;
  const databaseUrl = withDatabase(adminUrl, dbName);
  const servers: ServerProcess[] = [];
  let db: Db;
  let peer: SpawnedSmtpPeer;
  let mailDir: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    db = await openDb({ databaseUrl });
    await migrate(db);
    await importData(db, knowledgeCheckFixture(EXTRA));
    mailDir = await mkdtemp(join(tmpdir(), 'kc-mail-'));
    peer = await spawnSmtpPeer({ smtpPort: 0, webPort: 0, dir: mailDir });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.crash()));
    await peer?.stop();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it("sends every learner's due check once, whichever process claims it", async () => {
    const env = { DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false', SMTP_URL: peer.smtpUrl, KNOWLEDGE_CHECK_POLL_SECONDS: '1' };
    const started = performance.now();
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const learners = EXTRA + 2;
    const sent = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reinforcement_workflows WHERE sent_at IS NOT NULL'))[0]!.n;
    await expect.poll(sent, { timeout: 60_000, interval: 250 }).toBe(learners);
    const seconds = (performance.now() - started) / 1000;
    const mail = (await (await fetch(`${peer.webUrl}/api/messages`)).json()) as { links: string[]; receivedAt: string }[];
    const checks = mail.map((m) => new URL(m.links[0]!).searchParams.get('workflowId'));
    expect(checks).toHaveLength(learners);
    expect(new Set(checks).size).toBe(learners);
    // Both processes planned and sent; the plan rows say each run was planned once.
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM knowledge_check_plans'))[0]!.n).toBe(learners);
    const times = mail.map((m) => Date.parse(m.receivedAt));
    const span = (Math.max(...times) - Math.min(...times)) / 1000;
    console.log(
      `knowledge checks: ${learners} e-mails sent by two processes, all within ${seconds.toFixed(1)} s of their start; first to last e-mail ${span.toFixed(1)} s`,
    );
  }, 120_000);
});
