/**
 * The call budgets across server processes (issue 31 item 5, decision 0058): two real server
 * processes on one PostgreSQL database count one learner's calls together, so sending half
 * through each gains nothing; a count per process would have let twice the budget through.
 *
 * Needs PostgreSQL: DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432/postgres
 * (skipped, and says so, without either). A database of its own, lp_limits_<random>, dropped after.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS_PATHS, REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { CallBudgets } from '../src/plugins/call-budgets.ts';
import { createSession } from '../src/plugins/session-repository.ts';
import { importDemo } from './demo.ts';
import { withDatabase } from './global-setup.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresReachable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 }).connect().then(
  (c) => c.end().then(() => true),
  () => false,
);
if (!postgresReachable) console.warn(`call-limits-processes.test.ts skipped: no PostgreSQL at ${adminUrl} (set DATABASE_URL).`);

const admin = (sql: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  return c
    .connect()
    .then(() => c.query(sql))
    .finally(() => c.end());
};

describe.skipIf(!postgresReachable)('call budgets across two server processes', () => {
  const dbName = `lp_limits_${randomUUID().slice(0, 8)}`;
  const databaseUrl = withDatabase(adminUrl, dbName);
  const servers: ServerProcess[] = [];
  let db: Db;
  let cookie: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    db = await openDb({ databaseUrl });
    await migrate(db);
    await importDemo(db);
    const [learner] = await db.query<{ id: string; tenant_id: string }>(
      `SELECT id, tenant_id FROM users WHERE email = 'learner@demo.test'`,
    );
    cookie = `${SESSION_COOKIE}=${await createSession(db, { tenantId: learner!.tenant_id, userId: learner!.id })}`;
    servers.push(
      ...(await Promise.all([
        startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
        startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
      ])),
    );
  }, 180_000);
  afterAll(async () => {
    for (const s of servers) await s.crash();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  /** A feedback answer (its body does not matter: the call is counted before it is read). */
  const sendFeedback = (server: ServerProcess) =>
    fetch(server.url + DETAILS_PATHS.feedbackEvents, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' },
      body: '{}',
    });

  it("one learner's budget is spent through either process, and then both refuse", async () => {
    const budget = CallBudgets.feedback;
    const [a, b] = servers as [ServerProcess, ServerProcess];
    for (let i = 0; i < budget.perLearner; i++) {
      const res = await sendFeedback(i % 2 === 0 ? a : b);
      expect(res.status, `call ${i + 1}: ${await res.clone().text()}`).not.toBe(429);
    }
    for (const server of [a, b]) {
      const res = await sendFeedback(server);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(budget.windowSeconds);
      expect(await res.json()).toMatchObject({
        status: 429,
        code: 'tooManyRequests',
        errors: { general: [expect.stringMatching(/^Too many requests/)] },
      });
    }
    // One row for the learner, counted by both processes.
    const [row] = await db.query<{ calls: number }>(`SELECT calls FROM call_counts WHERE budget = $1 AND key LIKE 'learner:%'`, [
      budget.name,
    ]);
    expect(row!.calls).toBe(budget.perLearner + 2);
  }, 120_000);
});
