import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import type { Db } from '../src/db/client.ts';
import { createSession } from '../src/plugins/session-repository.ts';
import { withDatabase } from './global-setup.ts';

/**
 * What the tests with real server processes share: the PostgreSQL they need (two processes
 * cannot share one PGlite directory), a database of their own on it, and polling.
 */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers; when not, the test file is skipped and says so. */
export async function postgresFor(testFile: string): Promise<boolean> {
  const reachable = await new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 }).connect().then(
    (c) => c.end().then(() => true),
    () => false,
  );
  if (!reachable) console.warn(`${testFile} skipped: no PostgreSQL at ${adminUrl} (set DATABASE_URL).`);
  return reachable;
}

export function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  return c
    .connect()
    .then(() => c.query(sql))
    .finally(() => c.end());
}

/** A new database name with `prefix` and its URL (create it in beforeAll, drop it in afterAll). */
export function ownDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  return { name, url: withDatabase(adminUrl, name) };
}

/** Polls `probe` until it gives a value, or fails with `why()` after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, why: () => string, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** learner2 of the demo signed in (a session as the sign-in callback makes it), with their CS-110 course, not started. */
export async function learner2WithCourse(db: Db) {
  const [learner] = await db.query<{ id: string; tenant_id: string }>(`SELECT id, tenant_id FROM users WHERE email = 'learner2@demo.test'`);
  const [course] = await db.query<{ id: string }>(
    `SELECT a.id FROM objective_workflow_aggregates a JOIN objectives o ON o.id = a.objective_id WHERE a.user_id = $1 AND o.code = 'CS-110'`,
    [learner!.id],
  );
  const token = await createSession(db, { tenantId: learner!.tenant_id, userId: learner!.id });
  return { courseId: course!.id, headers: { cookie: `${SESSION_COOKIE}=${token}`, [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' } };
}
