/**
 * Issue 17 item 3: with WEB_CONCURRENCY=2 on PostgreSQL the portal runs two server
 * processes on one port, replaces one that dies, reports the metrics of both on the
 * operator port, and stops them all gracefully on SIGTERM.
 *
 * Real OS processes on PostgreSQL (DATABASE_URL, else the local postgres), in a database of
 * its own; skipped, and said so, when none answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPaths } from '@lp/contract';
import { admin, ownDatabase, postgresFor, until } from './process-support.ts';
import { promtoolProblems } from './promtool.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';

const postgresReachable = await postgresFor('cluster.test.ts');

/** The server processes whose parent is `pid` (Linux /proc; tsx's helper processes left out). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and brackets: the fields after its closing ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.ts')) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

describe.skipIf(!postgresReachable)('several server processes on one PostgreSQL', () => {
  const { name: dbName, url: databaseUrl } = ownDatabase('lp_cluster');
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
  });
  afterAll(async () => {
    if (server) for (const pid of childrenOf(server.child.pid!)) process.kill(pid, 'SIGKILL');
    await server?.crash();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('serves on two processes, replaces one that dies, sums their metrics and stops them all', async () => {
    const opsPort = await freePort();
    server = await startServerProcess({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2', OPS_PORT: String(opsPort) });
    const ops = `http://127.0.0.1:${opsPort}`;
    const primary = server.child.pid!;
    await until(
      async () =>
        (await fetch(`${ops}/health/ready`).then(
          (r) => r.status,
          () => 0,
        )) === 200
          ? true
          : undefined,
      30_000,
      () => server!.output(),
    );
    const first = childrenOf(primary);
    expect(first).toHaveLength(2);

    // Forty requests, answered by the two processes; the operator port adds up both.
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${server!.url}${AuthPaths.configUi}`).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    const text = await (await fetch(`${ops}/metrics`)).text();
    const served = Number(
      new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${AuthPaths.configUi}",status_code="200"\\} (\\d+)`).exec(
        text,
      )?.[1],
    );
    expect(served).toBeGreaterThanOrEqual(40);
    // Read from the database once for all: not doubled.
    expect(text.match(/^command_queue_depth \d+$/gm)).toHaveLength(1);
    // The primary's sum of both processes is still lint-clean for Prometheus (issue 31).
    expect(promtoolProblems(text)).toBe('');

    // One dies: another takes its place, and the portal answers all the while.
    process.kill(first[0]!, 'SIGKILL');
    // (a connection kept open to the dead process is reset: a client tries again on a new one)
    await until(
      async () =>
        (await fetch(`${server!.url}${AuthPaths.configUi}`).then(
          (r) => r.status,
          () => 0,
        )) === 200
          ? true
          : undefined,
      5_000,
      () => 'the surviving process did not answer',
    );
    const replaced = await until(
      async () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      },
      30_000,
      () => `no new process:\n${server!.output()}`,
    );
    expect(replaced).toContain(first[1]);
    await until(
      async () =>
        (await fetch(`${ops}/health/ready`).then(
          (r) => r.status,
          () => 0,
        )) === 200
          ? true
          : undefined,
      30_000,
      () => server!.output(),
    );

    expect(await server.terminate('SIGTERM'), server.output()).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 150_000);
});
