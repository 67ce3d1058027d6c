/**
 * What a server process keeps in memory (decision 0037) is right across processes: two
 * real server processes on one PostgreSQL database, a change made through one (or by
 * plain SQL, as an import or another host would) is what the other answers next.
 * - kept sessions: a sign-out through A ends the session on B; a time zone set through A
 *   is B's answer to users/me;
 * - kept course structures: a renamed activity and a removed part show in B's tree at once
 *   (the content version rides on the run's query, no notice to wait for).
 *
 * Needs PostgreSQL (skipped, and says so, without one); a database of its own, dropped after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthPaths,
  expandActivityTree,
  ME_PATH,
  PROFILE_PATHS,
  REQUESTED_WITH_HEADER,
  SESSION_COOKIE,
  WORKFLOW_PATHS,
  type ActivityTreeView,
  type ActivityTreeViewWire,
} from '@lp/contract';
import { openDb, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { importDemo } from './demo.ts';
import { createSession } from '../src/plugins/session-repository.ts';
import { admin, ownDatabase, postgresFor, until } from './process-support.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const postgresReachable = await postgresFor('caches-processes.test.ts');

describe.skipIf(!postgresReachable)('what a process keeps is right in the others', () => {
  const { name: dbName, url: databaseUrl } = ownDatabase('lp_caches');
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  let learner: { id: string; tenant_id: string };

  const headersOf = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}`, [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' });
  const signIn = async () => headersOf(await createSession(db, { tenantId: learner.tenant_id, userId: learner.id }));
  const me = (server: ServerProcess, headers: Record<string, string>) => fetch(server.url + ME_PATH, { headers });

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    db = await openDb({ databaseUrl });
    await migrate(db);
    await importDemo(db);
    [learner] = (await db.query<{ id: string; tenant_id: string }>(
      `SELECT id, tenant_id FROM users WHERE email = 'learner@demo.test'`,
    )) as [{ id: string; tenant_id: string }];
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
      startServerProcess({ DATABASE_URL: databaseUrl, IMPORT_DEMO: 'false' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.terminate(), b?.terminate()]);
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('a session signed out through one process is over in the other', async () => {
    const headers = await signIn();
    expect((await me(a, headers)).status).toBe(200);
    expect((await me(b, headers)).status).toBe(200); // now kept by B
    const out = await fetch(a.url + AuthPaths.logout, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBeLessThan(400);
    // B hears of it through the database within moments, far before its 30 s bound.
    const started = Date.now();
    await until(
      async () => ((await me(b, headers)).status === 401 ? true : undefined),
      2_000,
      () => 'B still accepts the signed-out session',
      20,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a session deleted by another program is over too, and a time zone set through one process is what the other answers', async () => {
    const headers = await signIn();
    expect((await me(b, headers)).status).toBe(200);
    const zone = 'Pacific/Kiritimati';
    const set = await fetch(a.url + PROFILE_PATHS.timeZone(learner.id), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ timezone: zone }),
    });
    expect(set.status).toBe(200);
    await until(
      async () => (((await (await me(b, headers)).json()) as { timezone: string | null }).timezone === zone ? true : undefined),
      2_000,
      () => 'B still answers the old time zone',
      20,
    );

    await db.query('DELETE FROM sessions WHERE user_id = $1', [learner.id]);
    await until(
      async () => ((await me(b, headers)).status === 401 ? true : undefined),
      2_000,
      () => 'B still accepts a deleted session',
      20,
    );
  });

  it('a course changed after one process read its tree is read again by every process', async () => {
    const headers = await signIn();
    const [run] = await db.query<{ id: string; activity_id: string }>(
      `SELECT w.id, o.activity_id FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id
        WHERE w.user_id = $1 AND EXISTS (SELECT 1 FROM activity_parts p WHERE p.parent_activity_id = o.activity_id)
        ORDER BY w.started DESC LIMIT 1`,
      [learner.id],
    );
    expect(run).toBeDefined();
    const tree = async (server: ServerProcess): Promise<ActivityTreeView> => {
      const res = await fetch(server.url + WORKFLOW_PATHS.tree(run!.id), { headers });
      expect(res.status).toBe(200);
      return expandActivityTree((await res.json()) as ActivityTreeViewWire);
    };
    const before = await tree(a);
    await tree(b);
    const first = before.children[0]!;
    // As an import would: plain SQL in another connection. No wait: the next request sees it.
    await db.query(`UPDATE activities SET name = 'Renamed while kept' WHERE id = $1`, [first.childActivity.id]);
    for (const server of [a, b]) expect((await tree(server)).children[0]!.childActivity.name).toBe('Renamed while kept');
    if (before.children.length > 1) {
      await db.query(`UPDATE activities SET state = 4 WHERE id = $1`, [before.children.at(-1)!.childActivity.id]);
      for (const server of [a, b])
        expect((await tree(server)).children.map((c) => c.id)).toEqual(before.children.slice(0, -1).map((c) => c.id));
    }
  });
});
