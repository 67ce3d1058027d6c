/**
 * Issue 17 item 4: a server process told to stop (SIGTERM, as an orchestrator or `kill`
 * does) in the middle of a command finishes it, once, and exits cleanly; its operator port
 * answers health and metrics without a token until then.
 *
 * A real OS process on PostgreSQL (DATABASE_URL, else the local postgres), in a database
 * of its own; skipped, and said so, when none answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_PATHS } from '@lp/contract';
import { CommandState } from '@lp/domain';
import { openDb, type Db } from '../src/db/client.ts';
import { admin, learner2WithCourse, ownDatabase, postgresFor, until } from './process-support.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';

const postgresReachable = await postgresFor('graceful-shutdown.test.ts');

describe.skipIf(!postgresReachable)('a server process stopped with SIGTERM', () => {
  const { name: dbName, url: databaseUrl } = ownDatabase('lp_shutdown');
  let server: ServerProcess | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
  });
  afterAll(async () => {
    await server?.crash();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('finishes the command in flight once, releases its lease and exits with 0', async () => {
    const opsPort = await freePort();
    // Each command's work stays uncommitted for 4 s: the signal surely arrives in the middle of one.
    server = await startServerProcess({ DATABASE_URL: databaseUrl, COMMAND_COMMIT_DELAY_MS: '4000', OPS_PORT: String(opsPort) });
    const ops = `http://127.0.0.1:${opsPort}`;
    const ready = await fetch(`${ops}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', worker: 'ok' } });
    expect(await (await fetch(`${ops}/metrics`)).text()).toMatch(/^command_queue_depth 0$/m);
    // The public port does not show them (no OPS_TOKEN).
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    db = await openDb({ databaseUrl });
    const { courseId, headers } = await learner2WithCourse(db);
    const runId = randomUUID();
    const accepted = await fetch(`${server.url}${WORKFLOW_PATHS.startObjectiveWorkflows}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({ objectiveWorkflowAggregateId: courseId, id: runId }),
    });
    expect(accepted.status).toBe(202);
    const commandId = accepted.headers.get('location')!.split('/').at(-1)!;
    // Inside the command: claimed, not completed.
    await until(
      async () => {
        const [row] = await db!.query<{ attempts: number; state: number | null }>('SELECT attempts, state FROM commands WHERE id = $1', [
          commandId,
        ]);
        return row?.attempts === 1 && row.state === null ? true : undefined;
      },
      20_000,
      () => `the command never started:\n${server!.output()}`,
    );

    const started = Date.now();
    const exitCode = await server.terminate('SIGTERM');
    expect(exitCode, server.output()).toBe(0);
    // It waited for the command (its commit came ~4 s after the claim), not a moment more than the timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.output()).toContain('SIGTERM: finishing the requests and commands in flight');

    const [command] = await db.query<{ state: number; attempts: number; locked_until: Date | null }>(
      'SELECT state, attempts, locked_until FROM commands WHERE id = $1',
      [commandId],
    );
    // Completed by the stopping process, on its first attempt, its lease released.
    expect(command).toEqual({ state: CommandState.Completed, attempts: 1, locked_until: null });
    const runs = await db.query<{ id: string }>('SELECT id FROM objective_workflows WHERE aggregate_id = $1', [courseId]);
    expect(runs.map((r) => r.id)).toEqual([runId]);
    // Gone: nothing answers on either port.
    await expect(fetch(`${server.url}/config-ui/config.json`)).rejects.toThrow();
    await expect(fetch(`${ops}/health/live`)).rejects.toThrow();
  }, 120_000);
});
