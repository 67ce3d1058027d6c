import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { AggregatorRegistry, register } from 'prom-client';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDb, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { buildContentApp } from './content-app.ts';
import { logSettingsFrom } from './lib/logging/logger-options.ts';
import { registerOpsRoutes } from './modules/ops/routes.ts';
import { superviseWorkers } from './cluster.ts';
import { startBanner } from './start-banner.ts';

const demoFile = fileURLToPath(new URL('../demo/demo.json', import.meta.url));

/**
 * Starts the portal: database, migrations, demo data on first start, then HTTP — in this
 * process, or in one process per core (issue 17: WEB_CONCURRENCY) sharing the port, on
 * PostgreSQL. The embedded database belongs to one process, so PGlite always runs one.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, await openDatabase(config), { inCluster: true });
  const db = await openDatabase(config);
  await migrate(db);
  const [tenants] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  if (tenants?.n === 0 && process.env.IMPORT_DEMO !== 'false') {
    console.log('First start: importing the demo data…');
    const { importDemoFile } = await import('./modules/import/import-file.ts');
    // npm start names the demo LTI tool's address when it runs elsewhere than the demo's own (LTI_TOOL_PORT).
    await importDemoFile(db, demoFile, { allowHttpUrls: config.environment !== 'prod', toolUrl: process.env.DEMO_LTI_TOOL_URL });
  }
  const processes = processCount(config);
  if (processes === 1) {
    await serve(config, db, { inCluster: false });
  } else {
    await db.close();
    await superviseWorkers(config, processes);
  }
  console.log(startBanner(config, processes, logSettingsFrom(process.env)).join('\n'));
}

/** WEB_CONCURRENCY, else one per core on PostgreSQL; always one on the embedded database. */
function processCount(config: ServerConfig): number {
  const wanted = Number(process.env.WEB_CONCURRENCY);
  if (!config.databaseUrl) {
    if (wanted > 1) console.log(`WEB_CONCURRENCY=${wanted} ignored: the embedded database serves one process (set DATABASE_URL for more).`);
    return 1;
  }
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : availableParallelism();
}

const openDatabase = (config: ServerConfig) => openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });

/** One server process: the app on the public port, and (alone) health and metrics on OPS_PORT. */
async function serve(config: ServerConfig, db: Db, { inCluster }: { inCluster: boolean }) {
  // In a cluster the primary gathers every process's metrics from prom-client's default
  // registry; making an aggregator here is what makes this process answer its requests.
  if (inCluster) new AggregatorRegistry();
  const app = await buildApp({ db, config, logger: logSettingsFrom(process.env), ...(inCluster && { metricsRegistry: register }) });
  // The content origin listens in every process, like the app: a cluster shares its port too.
  const content = await buildContentApp({ db, config, logger: logSettingsFrom(process.env) });
  const ops = config.ops.port === undefined || inCluster ? undefined : Fastify({ logger: false });
  if (ops) registerOpsRoutes(ops, { db, ...app.ops, token: null });

  // Graceful shutdown (issue 17): stop accepting, let the requests and the commands in
  // flight finish (the worker claims nothing new and its running command commits, so no
  // lease is left to run out), then close the database. A second signal, or the timeout,
  // ends it at once: a command cut short is claimed again after its lease by another process.
  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal ends it at once, but not in a cluster: Ctrl+C reaches every process and the primary passes it on.
    if (stopping) {
      if (!inCluster) process.exit(1);
      return;
    }
    stopping = true;
    if (!inCluster) console.log(`${signal}: finishing the requests and commands in flight…`);
    setTimeout(() => {
      console.error(`Shutdown took longer than ${config.ops.shutdownTimeoutMs / 1000} s: stopping now.`);
      process.exit(1);
    }, config.ops.shutdownTimeoutMs).unref();
    await ops?.close();
    await content.close();
    await app.close();
    await db.close();
    if (!inCluster) console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  await content.listen({ port: config.content.port, host: config.content.host });
  if (ops) await ops.listen({ port: config.ops.port!, host: config.ops.host });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
