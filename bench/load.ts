/**
 * Load test of the API on the generated dataset: starts the server in this process
 * (buildApp + listen on a free loopback port, logger off, no worker), signs in N
 * distinct learners, and drives each endpoint of bench/endpoints.ts with autocannon
 * from a child process, their session cookies taken round-robin.
 *
 *   node --import tsx bench/load.ts [--db pglite|postgres] [--endpoint me] [--duration 20]
 *     [--connections 50 | --rate 500 [--arrivals poisson|even|burst]] [--sessions 1000] [--warmup 5] [--driver child|inline]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import type { DriverReply, DriverRequest } from './driver.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { ENDPOINTS, type BenchSession } from './endpoints.ts';
import { drive, findEndpoint, type DriveOptions, type DriveResult } from './lib/drive.ts';
import { ARRIVALS, type Arrivals } from './lib/paced.ts';
import { inspectDataset } from './lib/existing.ts';
import { machineBusy, memory, startCpuProbe, type CpuSplit, type MemorySnapshot } from './lib/probe.ts';
import { cpuCells, fmtCores, fmtInt, fmtMiB, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { benchTenant, signInLearners, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, targetOf } from './lib/target.ts';

const USAGE = `Usage: node --import tsx bench/load.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --endpoint NAME        endpoint of bench/endpoints.ts to drive; repeat for several (default: all)
  --duration S           seconds of measured load per endpoint (default 20)
  --connections N        concurrent connections (default 50); at a fixed rate, the most in flight at once
  --rate N               fixed rate: N requests/s, sent on a schedule whatever the answers do (default: as fast as answered)
  --arrivals KIND        with --rate: poisson (default; independent learners), even (one every 1/N s) or
                         burst (autocannon's overallRate: each second's requests at once, as earlier figures)
  --sessions N           distinct signed-in learners, used round-robin (default 1000)
  --warmup S             seconds of unmeasured load first (default 5)
  --driver child|inline  autocannon in a child process (default) or on the server's event loop
  --wait-idle S          wait up to S seconds for the machine to be under 25 % busy before each run (default 0)`;

export interface LoadOptions {
  db?: string | undefined;
  endpoints: string[];
  duration: number;
  connections: number;
  rate?: number | undefined;
  arrivals: Arrivals;
  sessions: number;
  warmup: number;
  driver: 'child' | 'inline';
  waitIdle: number;
}

export interface EndpointResult {
  endpoint: string;
  result: DriveResult;
  memory: { start: MemorySnapshot; before: MemorySnapshot; after: MemorySnapshot; peakRss: number };
  cpu: CpuSplit;
  machineBefore: { busy: number | null; loadavg: number[] };
}

export async function load(options: LoadOptions, log: (line: string) => void = console.log) {
  const target = targetOf(options.db);
  const endpoints = (options.endpoints.length ? options.endpoints : ENDPOINTS.filter((e) => !e.scenario).map((e) => e.name)).map(
    (name) => findEndpoint(name).name,
  );
  const openedAt = performance.now();
  const db = await openTarget(target);
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((e: unknown) => log(`cleanup: ${String(e)}`));
  };
  const interrupted = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    // As server.ts does on start: measure the schema the code expects (new indexes included).
    const migrated = await migrate(db);
    if (migrated.length) log(`applied migrations: ${migrated.join(', ')}`);
    const dataset = await inspectDataset(db);
    if (dataset.learners === 0) throw new Error(`No benchmark dataset in ${target.label}: run bench/generate.ts first.`);
    const openSeconds = (performance.now() - openedAt) / 1000;
    const { app, url } = await startServer(db);
    cleanups.push(() => app.close());
    const tenantId = await benchTenant(db);
    const sessions = await signInLearners(db, tenantId, options.sessions);
    cleanups.push(() => signOut(db, sessions));
    const driver = options.driver === 'child' ? startDriver() : undefined;
    if (driver) cleanups.push(() => driver.stop());
    log(
      `${target.label}: ${fmtInt(dataset.courses)} courses, ${fmtInt(dataset.learners)} learners, ${fmtInt(dataset.enrolments)} enrolments; server at ${url}; ${sessions.length} learners signed in`,
    );
    const start = memory();

    const results: EndpointResult[] = [];
    for (const endpoint of endpoints) {
      await checkEndpoint(url, endpoint, sessions[0]!);
      const base: DriveOptions = {
        url,
        endpoint,
        sessions,
        seconds: options.warmup,
        connections: options.connections,
        rate: options.rate,
        arrivals: options.arrivals,
      };
      const run = (o: DriveOptions) => (driver ? driver.drive(o) : drive(o));
      const machineBefore = await waitIdle(options.waitIdle, log);
      if (options.warmup > 0) await run(base);
      const before = memory();
      const probe = startCpuProbe(driver?.pid, target.kind === 'postgres' ? databaseOf(target.databaseUrl).name : undefined);
      let peakRss = before.rss;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 250);
      const result = await run({ ...base, seconds: options.duration }).finally(() => clearInterval(sampler));
      const cpu = probe.stop();
      const after = memory();
      results.push({ endpoint, result, memory: { start, before, after, peakRss: Math.max(peakRss, after.rss) }, cpu, machineBefore });
      log(`  ${endpoint}: ${fmtInt(result.rps)} req/s, p50 ${fmtMs(result.latency.p50)} ms, p99 ${fmtMs(result.latency.p99)} ms`);
    }
    return {
      at: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      target: {
        kind: target.kind,
        label: target.label,
        poolSize: target.kind === 'postgres' ? Number(process.env.DB_POOL_SIZE ?? 10) : 1,
        openSeconds,
      },
      dataset,
      options: { ...options, endpoints, sessions: sessions.length },
      results,
    };
  } finally {
    process.removeListener('SIGINT', interrupted);
    await cleanup();
  }
}

/** One request first: a wrong status (401: no tenant or session) would make the run meaningless. */
export async function checkEndpoint(url: string, name: string, session: BenchSession) {
  const endpoint = findEndpoint(name);
  const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(session);
  const res = await fetch(url + path, {
    method: endpoint.method ?? 'GET',
    headers: {
      cookie: `${SESSION_COOKIE}=${session.token}`,
      [REQUESTED_WITH_HEADER]: 'bench',
      ...(endpoint.body && { 'content-type': 'application/json' }),
    },
    ...(endpoint.body && { body: JSON.stringify(endpoint.body(session)) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.text();
  if (res.status !== (endpoint.status ?? 200))
    throw new Error(`${name}: ${endpoint.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 300)}`);
}

export async function waitIdle(maxSeconds: number, log: (line: string) => void) {
  const deadline = performance.now() + maxSeconds * 1000;
  let sample = await machineBusy();
  while (sample.busy !== null && sample.busy > 0.25 && performance.now() < deadline) {
    log(`    machine ${Math.round(sample.busy * 100)} % busy (load ${sample.loadavg.map((l) => l.toFixed(1)).join(' ')}): waiting…`);
    await new Promise((r) => setTimeout(r, 4_000));
    sample = await machineBusy();
  }
  return sample;
}

/** The load generator's child process (bench/driver.ts); one drive at a time. */
export function startDriver() {
  const child: ChildProcess = fork(new URL('./driver.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  return {
    pid: child.pid,
    drive(options: DriveOptions): Promise<DriveResult> {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error('The load driver did not answer in time')), (options.seconds + 60) * 1000);
        const onMessage = (reply: DriverReply) => {
          if (reply.id !== id) return;
          finish(reply.type === 'error' ? new Error(reply.message) : undefined, reply.type === 'result' ? reply.result : undefined);
        };
        const onExit = (code: number | null) => finish(new Error(`The load driver exited (${code})`));
        const finish = (error?: Error, result?: DriveResult) => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
          if (error || !result) reject(error ?? new Error('no result'));
          else resolve(result);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send({ type: 'drive', id, options } satisfies DriverRequest);
      });
    },
    async stop() {
      if (child.exitCode !== null || !child.connected) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.send({ type: 'exit' } satisfies DriverRequest);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill();
    },
  };
}

export function printLoad(report: Awaited<ReturnType<typeof load>>, print: (line: string) => void = console.log) {
  const { options } = report;
  print(
    `\n${report.target.label} — ${fmtInt(report.dataset.courses)} courses, ${fmtInt(report.dataset.learners)} learners, ${fmtInt(report.dataset.enrolments)} enrolments`,
  );
  print(
    `${options.duration} s per endpoint, ${options.rate ? `fixed rate ${options.rate}/s (${options.arrivals} arrivals) over at most ` : ''}${options.connections} connections, ${options.sessions} learners round-robin, driver: ${options.driver}; ${report.machine.cores} × ${report.machine.cpu}, Node ${report.machine.node}\n`,
  );
  printTable(
    ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors/non-2xx', 'RSS before→after (peak)', 'heap before→after'],
    report.results.map(({ endpoint, result: r, memory: m }) => [
      endpoint,
      fmtInt(r.rps),
      fmtMs(r.latency.p50),
      fmtMs(r.latency.p95),
      fmtMs(r.latency.p99),
      fmtMs(r.latency.max),
      `${fmtInt(r.unexpected)} of ${fmtInt(r.requests)}`,
      `${fmtMiB(m.start.rss)}→${fmtMiB(m.after.rss)} (${fmtMiB(m.peakRss)})`,
      `${fmtMiB(m.start.heapUsed)}→${fmtMiB(m.after.heapUsed)}`,
    ]),
    print,
  );
  printPacing(
    report.results.map((r) => ({ label: r.endpoint, result: r.result })),
    print,
  );
  print('\nCPU during the run (100 % = one core) and CPU time per request (ms):');
  printTable(
    [
      'endpoint',
      'server',
      'event loop busy',
      'PostgreSQL',
      'load driver',
      'whole machine',
      'machine busy before',
      'server ms/req',
      'PostgreSQL ms/req',
    ],
    report.results.map(({ endpoint, cpu, machineBefore, result }) => [
      endpoint,
      fmtCores(cpu.server),
      fmtCores(cpu.serverEventLoop),
      ...cpuCells(cpu, cpu.server, result.rps, machineBefore),
    ]),
    print,
  );
  print("\nThe server's event loop (how late a 10 ms timer ran, ms) and its garbage collections during the run:");
  printTable(
    ['endpoint', 'loop delay p50', 'p99', 'max', 'GCs', 'GC pause ms in all', 'longest GC ms'],
    report.results.map(({ endpoint, cpu: { serverLoopDelay: d, gc } }) => [
      endpoint,
      fmtMs(d.p50),
      fmtMs(d.p99),
      fmtMs(d.max),
      fmtInt(gc.count),
      fmtMs(gc.totalMs),
      fmtMs(gc.maxMs),
    ]),
    print,
  );
  print(
    'A server at 100 % of a core would answer about 1000 / (server ms/req) requests/s: the figure that holds when other work shares the machine.',
  );
  const statuses = report.results.filter((r) => r.result.unexpected > 0);
  for (const r of statuses)
    print(`  ${r.endpoint}: statuses ${JSON.stringify(r.result.status)}, errors ${r.result.errors}, timeouts ${r.result.timeouts}`);
}

/**
 * Paced runs only: latency from the planned send (the table above) split into what the
 * driver adds — how late it sent — and the time from the send to the answer's last byte.
 */
export function printPacing(runs: { label: string; result: DriveResult }[], print: (line: string) => void = console.log) {
  const paced = runs.filter((r) => r.result.service && r.result.sendLag);
  if (!paced.length) return;
  print('\nPaced: the latency above is from the planned send; how late the driver sent, and from the send to the answer (ms):');
  printTable(
    ['run', 'send lag p50', 'p95', 'p99', 'max', 'service p50', 'p95', 'p99', 'max'],
    paced.map(({ label, result: { sendLag: l, service: s } }) => [
      label,
      ...[l!, s!].flatMap((x) => [x.p50, x.p95, x.p99, x.max].map(fmtMs)),
    ]),
    print,
  );
}

/** The command-line options of a script that drives endpoints with the load driver (load.ts, processes.ts). */
export const DRIVE_ARGS = {
  endpoint: { type: 'string', multiple: true, default: [] as string[] },
  duration: { type: 'string', default: '20' },
  connections: { type: 'string', default: '50' },
  sessions: { type: 'string', default: '1000' },
  warmup: { type: 'string', default: '5' },
  'wait-idle': { type: 'string', default: '0' },
  rate: { type: 'string' },
  arrivals: { type: 'string', default: 'poisson' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export function intOption(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

export function arrivalsOption(value: string): Arrivals {
  if (!(ARRIVALS as readonly string[]).includes(value)) throw new UsageError(`--arrivals must be one of ${ARRIVALS.join(', ')}`);
  return value as Arrivals;
}

export class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      ...DRIVE_ARGS,
      db: { type: 'string' },
      driver: { type: 'string', default: 'child' },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  let options: LoadOptions;
  try {
    if (values.driver !== 'child' && values.driver !== 'inline') throw new UsageError('--driver must be child or inline');
    options = {
      db: values.db,
      endpoints: values.endpoint,
      duration: intOption(values.duration, 'duration', 1, 3_600)!,
      connections: intOption(values.connections, 'connections', 1, 1_000)!,
      rate: intOption(values.rate, 'rate', 1, 100_000),
      arrivals: arrivalsOption(values.arrivals),
      sessions: intOption(values.sessions, 'sessions', 1, 100_000)!,
      warmup: intOption(values.warmup, 'warmup', 0, 600)!,
      driver: values.driver,
      waitIdle: intOption(values['wait-idle'], 'wait-idle', 0, 3_600)!,
    };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const report = await load(options);
  printLoad(report);
  const file = writeOutput(
    `load-${report.target.kind}-${report.options.driver}${options.rate ? `-rate${options.rate}-${options.arrivals}` : ''}`,
    report,
  );
  console.log(`\n→ ${file}`);
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
