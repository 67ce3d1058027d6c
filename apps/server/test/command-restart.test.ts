/**
 * An asynchronous command survives its server process dying in the middle of it: a second
 * process on the same database completes it, once, after the first one's lease runs out.
 *
 * Two real OS processes (`node --import tsx apps/server/src/server.ts`), so this needs
 * PostgreSQL (two processes cannot share one PGlite directory): DATABASE_URL when set,
 * else the local postgres://postgres@127.0.0.1:5432/postgres. Without either it is
 * skipped, and says so. It works in a database of its own, lp_restart_<random>, dropped after.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPrefix, REQUESTED_WITH_HEADER, SESSION_COOKIE, WORKFLOW_PATHS } from '@lp/contract';
import { CommandState, WorkflowState } from '@lp/domain';
import { openDb, type Db } from '../src/db/client.ts';
import { createSession } from '../src/plugins/session-repository.ts';
import { withDatabase } from './global-setup.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresReachable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);
if (!postgresReachable) console.warn(`command-restart.test.ts skipped: no PostgreSQL at ${adminUrl} (set DATABASE_URL).`);

/**
 * The lease A claims the command with. B (~3–7 s to start) must be up well before it runs
 * out, or B's waiting for it goes unchecked; any longer only makes the test slower.
 */
const LEASE_SECONDS = 15;

const admin = (sql: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  return c
    .connect()
    .then(() => c.query(sql))
    .finally(() => c.end());
};

describe.skipIf(!postgresReachable)('a command whose server process dies mid-way', () => {
  const dbName = `lp_restart_${randomUUID().slice(0, 8)}`;
  const databaseUrl = withDatabase(adminUrl, dbName);
  const servers: ServerProcess[] = [];
  let db: Db | undefined;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
  });
  afterAll(async () => {
    for (const s of servers) await s.crash();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('is completed once by a second process after the first one is killed', async () => {
    // A: a first start on an empty database (migrations, demo import), with every command
    // held open after its work is done, so it is surely killed in the middle of one.
    const a = await startServerProcess({
      DATABASE_URL: databaseUrl,
      COMMAND_LEASE_SECONDS: String(LEASE_SECONDS),
      COMMAND_COMMIT_DELAY_MS: '600000',
    });
    servers.push(a);
    db = await openDb({ databaseUrl });
    const [learner] = await db.query<{ id: string; tenant_id: string }>(
      `SELECT id, tenant_id FROM users WHERE email = 'learner2@demo.test'`,
    );
    const [course] = await db.query<{ id: string }>(
      `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id WHERE a.user_id = $1 AND o.code = 'CS-110'`,
      [learner!.id],
    );
    // A session as the sign-in callback makes it (the browser flow is not what is tested here).
    const token = await createSession(db, { tenantId: learner!.tenant_id, userId: learner!.id });
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' };

    const runId = randomUUID();
    const accepted = await fetch(`${a.url}${WORKFLOW_PATHS.startObjectiveWorkflows}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({ objectiveWorkflowAggregateId: course!.id, id: runId }),
    });
    expect(accepted.status).toBe(202);
    const commandUrl = accepted.headers.get('location')!;
    const commandId = commandUrl.slice(`${ApiPrefix.lms}/commands/`.length);

    // A is inside the command: its transaction holds the course row lock it started the run under.
    await until(
      async () => (await isLocked(db!, course!.id)) || undefined,
      20_000,
      () => `A never got into the command:\n${a.output()}`,
    );
    const [claimed] = await db.query<{ state: number | null; attempts: number; locked_until: Date }>(
      'SELECT state, attempts, locked_until FROM commands WHERE id = $1',
      [commandId],
    );
    expect(claimed).toMatchObject({ state: null, attempts: 1 });

    // B: a second process on the same database, without the delay. Then A dies, uncommitted.
    const b = await startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' });
    servers.push(b);
    await a.crash();

    const command = await until(
      async () => {
        const res = await fetch(`${b.url}${commandUrl}`, { headers });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { state: number | null; completed?: string; result?: { id: string; state: number } };
        return body.completed ? body : undefined;
      },
      (LEASE_SECONDS + 30) * 1000,
      () => `B never completed the command:\n${b.output()}`,
    );
    expect(command).toMatchObject({ state: CommandState.Completed, result: { id: runId, state: WorkflowState.inProgress } });

    // B took it over only once A's lease had run out (not while A still held it). Usually on
    // the second attempt; on a loaded machine PostgreSQL may notice A's dropped connection
    // late and keep A's row lock, B's own lease can run out while it waits, and B claims the
    // command again: a third attempt, still one completion (checked below), which is what counts.
    const [row] = await db.query<{ attempts: number; completed_at: Date }>('SELECT attempts, completed_at FROM commands WHERE id = $1', [
      commandId,
    ]);
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.attempts).toBeLessThanOrEqual(3);
    expect(row!.completed_at.getTime(), 'B ran the command while A still held its lease').toBeGreaterThanOrEqual(
      claimed!.locked_until.getTime(),
    );
    // One run, one start event: nothing of A's half-done attempt remains.
    const runs = await db.query<{ id: string }>('SELECT id FROM objective_workflows WHERE aggregate_id = $1', [course!.id]);
    expect(runs.map((r) => r.id)).toEqual([runId]);
    const events = await db.query<{ name: string }>(`SELECT name FROM usage_events WHERE payload->>'objectiveWorkflowId' = $1`, [runId]);
    expect(events.map((e) => e.name)).toEqual(['objective_start']);
  }, 200_000);
});

/** True while another transaction holds the row lock on the course (aggregate) row. */
async function isLocked(db: Db, aggregateId: string): Promise<boolean> {
  try {
    await db.query('SELECT id FROM objective_workflow_aggregates WHERE id = $1 FOR UPDATE NOWAIT', [aggregateId]);
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return true; // lock_not_available
    throw error;
  }
}

/** Polls `probe` until it gives a value, or fails with `why()` after `timeoutMs`. */
async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, why: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
