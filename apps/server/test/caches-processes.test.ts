/**
 * What a server process keeps in memory (decision 0037) is right across processes: two
 * real server processes on one PostgreSQL database, a change made through one (or by
 * plain SQL, as an import or another host would) is what the other answers next.
 * - kept sessions: a sign-out through A ends the session on B; a time zone set through A
 *   is B's answer to users/me;
 * - kept course structures: a renamed activity and a removed part show in B's tree at once
 *   (the content version rides on the run's query, no notice to wait for);
 * - kept run trees (decision 0045): an activity started and its progress saved through A
 *   show in B's compact tree at once (the run's activities version rides on the same query).
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
import { WorkflowState } from '@lp/domain';
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

  it("a run's activities changed through one process show in the other's kept compact tree", async () => {
    const headers = await signIn();
    const [open] = await db.query<{ run: string; part: string }>(
      `SELECT w.id AS run, p.id AS part FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id
         JOIN activity_parts p ON p.parent_activity_id = o.activity_id JOIN activities a ON a.id = p.child_activity_id
        WHERE w.user_id = $1 AND w.state = $2 AND a.type = 'text' AND p.start_from IS NULL AND NOT p.complete_previous
          AND NOT EXISTS (SELECT 1 FROM activity_workflows x WHERE x.objective_workflow_id = w.id AND x.activity_part_id = p.id)
        ORDER BY w.started DESC LIMIT 1`,
      [learner.id, WorkflowState.inProgress],
    );
    expect(open).toBeDefined();
    const part = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}${WORKFLOW_PATHS.tree(open!.run)}?view=compact`, { headers });
      expect(res.status).toBe(200);
      const tree = expandActivityTree((await res.json()) as ActivityTreeViewWire);
      const found = (nodes: ActivityTreeView['children']): ActivityTreeView['children'][number] | undefined =>
        nodes.map((n) => (n.id === open!.part ? n : found(n.childActivity.children ?? []))).find(Boolean);
      return found(tree.children)!.childActivity.activityWorkflowAggregate?.lastActivityWorkflow;
    };
    expect(await part(a)).toBeUndefined();
    expect(await part(b)).toBeUndefined(); // both keep the tree now
    const post = (path: string, body: object, method = 'POST') =>
      fetch(a.url + path, {
        method,
        headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-sync' },
        body: JSON.stringify(body),
      });
    const started = await post(WORKFLOW_PATHS.startActivityWorkflows, { objectiveWorkflowId: open!.run, activityPartIds: [open!.part] });
    expect(started.status).toBe(200);
    const aw = ((await started.json()) as { data: { id: string }[] }).data[0]!.id;
    expect(await part(b)).toMatchObject({ id: aw, progress: 0 });
    expect((await post(WORKFLOW_PATHS.updateActivityWorkflow(open!.run, aw), { progress: 0.6 }, 'PUT')).status).toBe(200);
    for (const server of [a, b]) expect(await part(server)).toMatchObject({ id: aw, progress: 0.6 });
  });
});
