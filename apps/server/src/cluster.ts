import cluster, { type Worker } from 'node:cluster';
import Fastify from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import type { ServerConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { registerOpsRoutes } from './modules/ops/routes.ts';

/**
 * The primary of a cluster (issue 17): forks `count` server processes that share the port
 * (node:cluster hands connections round-robin), forks a new one when one dies, serves
 * health and the metrics of all of them on OPS_PORT, and on SIGTERM/SIGINT lets each stop
 * gracefully (they finish their requests and commands) before it exits.
 */
export async function superviseWorkers(config: ServerConfig, count: number) {
  let stopping = false;
  const fork = () => cluster.fork({ IMPORT_DEMO: 'false' });
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker);
    if (stopping) return;
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    // A process that cannot start at all should not be restarted in a tight loop.
    setTimeout(fork, 1000);
  });
  const db = await openDb({ databaseUrl: config.databaseUrl });
  const ops = config.ops.port === undefined ? undefined : Fastify({ logger: false });
  if (ops) {
    const aggregator = new AggregatorRegistry();
    registerOpsRoutes(ops, {
      db,
      metrics: { registry: aggregator, scrape: () => aggregator.clusterMetrics() },
      // Ready while every process it started is serving.
      worker: { enabled: true, running: () => listening.size === count },
      token: null,
    });
    await ops.listen({ port: config.ops.port!, host: config.ops.host });
  }
  // Health answers (not ready) while the processes start.
  const workers = Array.from({ length: count }, fork);
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once('listening', resolve))));

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: the ${count} server processes finish their requests and commands in flight…`);
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await ops?.close();
    await db.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
