/**
 * The server on several processes over one PostgreSQL (issue 17 item 3): for each count
 * N of `--processes`, starts the real server as its own process
 * (`node --import tsx apps/server/src/server.ts`, as `npm start` runs it) with
 * WEB_CONCURRENCY=N, drives each endpoint as fast as it answers from the load driver's
 * child process, and measures the CPU of the server processes (the cluster's primary and
 * its children, from /proc) and of PostgreSQL's backends; then stops it with SIGTERM and
 * checks that it exits with 0. On the generated dataset (bench/generate.ts), which it only reads
 * (the learners' sessions it writes are deleted at the end).
 *
 *   node --import tsx bench/processes.ts [--processes 1,2,4] [--endpoint my-courses --endpoint me]
 *     [--duration 20] [--warmup 5] [--connections 50 | --rate 500 [--arrivals poisson|even|burst]] [--sessions 1000] [--pool 10] [--wait-idle 0]
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startServerProcess, freePort } from '../apps/server/test/server-process.ts';
import { findEndpoint, type DriveResult } from './lib/drive.ts';
import { inspectDataset } from './lib/existing.ts';
import { serverChildren, startProcessTreeProbe, treeRss, type ProcessTreeCpu } from './lib/probe.ts';
import { cpuCells, fmtCores, fmtInt, fmtMiB, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { benchTenant, signInLearners, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, targetOf, type Target } from './lib/target.ts';
import { arrivalsOption, checkEndpoint, DRIVE_ARGS, intOption, printPacing, startDriver, UsageError, waitIdle } from './load.ts';
import type { Arrivals } from './lib/paced.ts';

const USAGE = `Usage: node --import tsx bench/processes.ts [options]   (PostgreSQL: DATABASE_URL, default lp_bench on 127.0.0.1)
  --processes 1,2,4      server process counts to run in turn (WEB_CONCURRENCY; default 1,2,4)
  --endpoint NAME        endpoint of bench/endpoints.ts; repeat for several (default: my-courses and me)
  --duration S           seconds of measured load per endpoint and count (default 20)
  --warmup S             seconds of unmeasured load first (default 5)
  --connections N        concurrent connections, spread over the processes (default 50); at a fixed rate, the most in flight
  --rate N               fixed rate: N requests/s on a schedule (bench/lib/paced.ts; default: as fast as answered)
  --arrivals KIND        with --rate: poisson (default), even or burst (see bench/load.ts --help)
  --sessions N           distinct signed-in learners, used round-robin (default 1000)
  --pool N               DB_POOL_SIZE of each server process (default 10)
  --log-level L          LOG_LEVEL of the server processes (default warn; info, the server's default, logs two lines a request)
  --wait-idle S          wait up to S seconds for the machine to be under 25 % busy before each run (default 0)`;

/** What startServerProcess runs, and what a cluster's server processes run too. */
const SERVER_SCRIPT = 'apps/server/src/server.ts';

interface Options {
  processes: number[];
  endpoints: string[];
  duration: number;
  warmup: number;
  connections: number;
  rate?: number | undefined;
  arrivals: Arrivals;
  sessions: number;
  pool: number;
  logLevel: string;
  waitIdle: number;
}

interface Run {
  processes: number;
  endpoint: string;
  result: DriveResult;
  cpu: ProcessTreeCpu;
  /** Resident memory of every server process together, after the run. */
  rss: number;
  machineBefore: { busy: number | null; loadavg: number[] };
}

interface Stop {
  processes: number;
  exitCode: number | null;
  /** Server processes still alive after the primary exited (should be none). */
  leftBehind: number[];
}

async function measure(options: Options, log: (line: string) => void = console.log) {
  const target = targetOf('postgres') as Extract<Target, { kind: 'postgres' }>;
  const databaseName = databaseOf(target.databaseUrl).name;
  const db = await openTarget(target);
  const driver = startDriver();
  const runs: Run[] = [];
  const stops: Stop[] = [];
  try {
    const dataset = await inspectDataset(db);
    if (dataset.learners === 0) throw new Error(`No benchmark dataset in ${target.label}: run bench/generate.ts first.`);
    const sessions = await signInLearners(db, await benchTenant(db), options.sessions);
    try {
      log(
        `${target.label}: ${fmtInt(dataset.courses)} courses, ${fmtInt(dataset.learners)} learners, ${fmtInt(dataset.enrolments)} enrolments; ${sessions.length} learners signed in`,
      );
      for (const count of options.processes) {
        const opsPort = await freePort();
        const server = await startServerProcess({
          DATABASE_URL: target.databaseUrl,
          WEB_CONCURRENCY: String(count),
          DB_POOL_SIZE: String(options.pool),
          LOG_LEVEL: options.logLevel,
          WORKER: 'false',
          IMPORT_DEMO: 'false',
          OPS_PORT: String(opsPort),
        });
        const primary = server.child.pid!;
        try {
          // The primary's readiness means every process it started listens (decision 0034).
          await until(
            async () =>
              (await fetch(`http://127.0.0.1:${opsPort}/health/ready`).then(
                (r) => r.status,
                () => 0,
              )) === 200,
            60_000,
            server.output,
          );
          const workers = serverChildren(primary, SERVER_SCRIPT);
          if ((workers.length || 1) !== count) throw new Error(`WEB_CONCURRENCY=${count} started ${workers.length || 1} server processes`);
          log(`${count} server process${count === 1 ? '' : 'es'} at ${server.url} (primary ${primary})`);
          for (const endpoint of options.endpoints) {
            await checkEndpoint(server.url, endpoint, sessions[0]!);
            const base = {
              url: server.url,
              endpoint,
              sessions,
              connections: options.connections,
              rate: options.rate,
              arrivals: options.arrivals,
            };
            const machineBefore = await waitIdle(options.waitIdle, log);
            if (options.warmup > 0) await driver.drive({ ...base, seconds: options.warmup });
            const probe = startProcessTreeProbe(primary, workers, driver.pid, databaseName);
            const result = await driver.drive({ ...base, seconds: options.duration });
            const cpu = probe.stop();
            runs.push({ processes: count, endpoint, result, cpu, rss: treeRss(primary), machineBefore });
            log(`  ${endpoint}: ${fmtInt(result.rps)} req/s, p99 ${fmtMs(result.latency.p99)} ms, ${result.unexpected} errors/non-2xx`);
          }
        } finally {
          const workers = serverChildren(primary, SERVER_SCRIPT);
          const exitCode = await server.terminate('SIGTERM');
          const leftBehind = workers.filter(isAlive);
          stops.push({ processes: count, exitCode, leftBehind });
          log(`  SIGTERM: exit code ${exitCode}${leftBehind.length ? `, ${leftBehind.length} server processes left behind` : ''}`);
          if (exitCode !== 0) log(server.output());
        }
      }
    } finally {
      await signOut(db, sessions);
    }
    return {
      at: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadavgAfter: loadavg(),
      },
      target: { label: target.label, poolSize: options.pool },
      dataset,
      options,
      runs,
      stops,
    };
  } finally {
    await driver.stop();
    await db.close();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, ms: number, output: () => string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${ms / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Report = Awaited<ReturnType<typeof measure>>;

export function printProcesses(report: Report, print: (line: string) => void = console.log) {
  const { options } = report;
  print(
    `\n${report.target.label} — ${fmtInt(report.dataset.courses)} courses, ${fmtInt(report.dataset.learners)} learners, ${fmtInt(report.dataset.enrolments)} enrolments`,
  );
  print(
    `${options.duration} s per run after ${options.warmup} s of warmup, ${options.rate ? `fixed rate ${options.rate}/s (${options.arrivals} arrivals) over at most ${options.connections} connections` : `${options.connections} connections as fast as answered`}, ${options.sessions} learners round-robin, DB_POOL_SIZE ${options.pool} per process, LOG_LEVEL ${options.logLevel}; ${report.machine.cores} × ${report.machine.cpu}, Node ${report.machine.node}\n`,
  );
  printTable(
    ['endpoint', 'processes', 'req/s', 'req/s per process', 'p50 ms', 'p95 ms', 'p99 ms', 'errors/non-2xx', 'server RSS'],
    report.runs.map(({ endpoint, processes, result: r, rss }) => [
      endpoint,
      String(processes),
      fmtInt(r.rps),
      fmtInt(r.rps / processes),
      fmtMs(r.latency.p50),
      fmtMs(r.latency.p95),
      fmtMs(r.latency.p99),
      `${fmtInt(r.unexpected)} of ${fmtInt(r.requests)}`,
      fmtMiB(rss),
    ]),
    print,
  );
  printPacing(
    report.runs.map((r) => ({ label: `${r.endpoint}, ${r.processes}`, result: r.result })),
    print,
  );
  print('\nCPU during the run (100 % = one core) and CPU time per request (ms):');
  printTable(
    [
      'endpoint',
      'processes',
      'servers',
      'each process',
      'primary',
      'PostgreSQL',
      'load driver',
      'whole machine',
      'machine busy before',
      'server ms/req',
      'PostgreSQL ms/req',
    ],
    report.runs.map(({ endpoint, processes, cpu, result, machineBefore }) => [
      endpoint,
      String(processes),
      fmtCores(cpu.servers),
      cpu.perProcess.map(fmtCores).join(' '),
      fmtCores(cpu.primary),
      ...cpuCells(cpu, cpu.servers, result.rps, machineBefore),
    ]),
    print,
  );
  print('\nStopped with SIGTERM:');
  for (const stop of report.stops)
    print(
      `  ${stop.processes} process${stop.processes === 1 ? '' : 'es'}: exit code ${stop.exitCode}, ${stop.leftBehind.length} left behind`,
    );
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      ...DRIVE_ARGS,
      processes: { type: 'string', default: '1,2,4' },
      pool: { type: 'string', default: '10' },
      'log-level': { type: 'string', default: 'warn' },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  let options: Options;
  try {
    options = {
      processes: values.processes.split(',').map((n) => intOption(n.trim(), 'processes', 1, 64)!),
      endpoints: (values.endpoint.length ? values.endpoint : ['my-courses', 'me']).map((name) => findEndpoint(name).name),
      duration: intOption(values.duration, 'duration', 1, 3_600)!,
      warmup: intOption(values.warmup, 'warmup', 0, 600)!,
      connections: intOption(values.connections, 'connections', 1, 1_000)!,
      rate: intOption(values.rate, 'rate', 1, 100_000),
      arrivals: arrivalsOption(values.arrivals),
      sessions: intOption(values.sessions, 'sessions', 1, 100_000)!,
      pool: intOption(values.pool, 'pool', 1, 100)!,
      logLevel: values['log-level'],
      waitIdle: intOption(values['wait-idle'], 'wait-idle', 0, 3_600)!,
    };
    const scenario = options.endpoints.map(findEndpoint).find((e) => e.scenario);
    if (scenario) throw new UsageError(`${scenario.name} needs the data of ${scenario.scenario}`);
  } catch (error) {
    // Only the options are read here: an unknown endpoint name is a usage error too.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const report = await measure(options);
  printProcesses(report);
  const file = writeOutput('processes-postgres', report);
  console.log(`\n→ ${file}`);
  const failed = report.stops.some((s) => s.exitCode !== 0 || s.leftBehind.length > 0) || report.runs.some((r) => r.result.unexpected > 0);
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
