import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

/**
 * Where the CPU went during a run, from /proc (Linux; elsewhere the figures are
 * absent): the server process, the load generator, PostgreSQL's processes and the
 * whole machine. On 2 cores these say which one bounded the run.
 */
export interface CpuSplit {
  /** Cores busy on average (1.0 = one core fully), per party. */
  server: number;
  driver: number | null;
  postgres: number | null;
  machine: number | null;
  cores: number;
  /** Share of the run the server's event loop was busy (0..1). */
  serverEventLoop: number;
  /**
   * How late the server's event loop ran a 10 ms timer (ms over the 10 ms): what a ready
   * answer can wait for its turn — other requests' work, a garbage collection, or the
   * process not getting a core.
   */
  serverLoopDelay: { p50: number; p99: number; max: number };
  /** The server process's garbage collections during the run: count, pause time in all (ms), longest (ms). */
  gc: { count: number; totalMs: number; maxMs: number };
}

export interface MemorySnapshot {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export const memory = (): MemorySnapshot => {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
};

/**
 * `databaseName`: count the CPU of the PostgreSQL backends connected to it (their
 * process title names the database), including backends that start during the run.
 */
export function startCpuProbe(driverPid: number | undefined, databaseName?: string) {
  const at = performance.now();
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  const driver = driverPid ? processTicks(driverPid) : null;
  const backends = databaseName ? backendTicks(databaseName) : null;
  const machine = machineTicks();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  return {
    stop(): CpuSplit {
      const seconds = (performance.now() - at) / 1000;
      const used = process.cpuUsage(cpu);
      delay.disable();
      gcObserver.disconnect();
      const late = (ns: number) => Math.max(0, ns / 1e6 - 10);
      const perSecond = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
      let postgres: number | null = null;
      if (databaseName && backends) {
        postgres = perSecond(ticksSince(backends, backendTicks(databaseName)));
      }
      return {
        server: (used.user + used.system) / 1e6 / seconds,
        driver: driverPid && driver !== null ? perSecond((processTicks(driverPid) ?? driver) - driver) : null,
        postgres,
        machine: coresBusy(machine, machineTicks()),
        cores: cpus().length,
        serverEventLoop: performance.eventLoopUtilization(elu).utilization,
        serverLoopDelay: { p50: late(delay.percentile(50)), p99: late(delay.percentile(99)), max: late(delay.max) },
        gc,
      };
    },
  };
}

/** Busy share of the machine over `ms` milliseconds (0..1), and the load averages. */
export async function machineBusy(ms = 1000): Promise<{ busy: number | null; loadavg: number[] }> {
  const before = machineTicks();
  await new Promise((r) => setTimeout(r, ms));
  const after = machineTicks();
  return { busy: before && after ? (after.busy - before.busy) / (after.total - before.total) : null, loadavg: loadavg() };
}

/** Ticks used between two samples by the processes of the second (one that is new counts from zero). */
function ticksSince(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

/** The whole machine's busy cores between two samples of machineTicks. */
function coresBusy(before: ReturnType<typeof machineTicks>, after: ReturnType<typeof machineTicks>): number | null {
  return before && after ? ((after.busy - before.busy) / (after.total - before.total)) * cpus().length : null;
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** utime + stime of a process in clock ticks; null when it is gone (or not on Linux). */
function processTicks(pid: number): number | null {
  return processStat(pid)?.ticks ?? null;
}

/** Parent and utime + stime (fields 4, 14 and 15 of proc(5)) of a process; null when it is gone. */
function processStat(pid: number | string): { parent: number; ticks: number } | null {
  try {
    // The command name may hold spaces and brackets: the fields after its closing ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every process's id (as /proc names it); none off Linux. */
function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
}

/** PostgreSQL backends of a database: their title is "postgres: <cluster>: <user> <database> <client> <state>". */
function backendTicks(databaseName: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const pid of processIds().map(Number)) {
    const title = commandLine(pid);
    if (!title.startsWith('postgres: ') || !title.split(' ').includes(databaseName)) continue;
    const ticks = processTicks(pid);
    if (ticks !== null) found.set(pid, ticks);
  }
  return found;
}

/** CPU of a server running in processes of its own (bench/processes.ts), in cores. */
export interface ProcessTreeCpu {
  /** The root process and every descendant: a cluster's primary, its server processes (and tsx's esbuild, idle once started). */
  servers: number;
  /** Each server process (the primary's children; the root itself when it has none). */
  perProcess: number[];
  /** The cluster's primary alone (null when the root serves by itself). */
  primary: number | null;
  postgres: number | null;
  driver: number | null;
  machine: number | null;
  cores: number;
}

/**
 * Like startCpuProbe for a server that is not this process: the CPU of `rootPid` and its
 * descendants, from /proc, and of each of `servers` (a cluster's server processes; none:
 * the root serves). A process started during the run counts from zero; one that ended
 * during it is missing (a server process replaced mid-run would show in the errors).
 */
export function startProcessTreeProbe(rootPid: number, servers: number[], driverPid: number | undefined, databaseName: string) {
  const at = performance.now();
  const tree = treeTicks(rootPid);
  const driver = driverPid ? processTicks(driverPid) : null;
  const backends = backendTicks(databaseName);
  const machine = machineTicks();
  return {
    stop(): ProcessTreeCpu {
      const seconds = (performance.now() - at) / 1000;
      const perSecond = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
      const treeNow = treeTicks(rootPid);
      const one = (pid: number) => perSecond((treeNow.get(pid) ?? 0) - (tree.get(pid) ?? 0));
      return {
        servers: perSecond(ticksSince(tree, treeNow)),
        perProcess: (servers.length ? servers : [rootPid]).map(one),
        primary: servers.length ? one(rootPid) : null,
        postgres: perSecond(ticksSince(backends, backendTicks(databaseName))),
        driver: driverPid && driver !== null ? perSecond((processTicks(driverPid) ?? driver) - driver) : null,
        machine: coresBusy(machine, machineTicks()),
        cores: cpus().length,
      };
    },
  };
}

/** Resident memory of `rootPid` and its descendants, in bytes (0 off Linux). */
export function treeRss(rootPid: number): number {
  let pages = 0;
  for (const pid of treeTicks(rootPid).keys()) {
    try {
      pages += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    } catch {
      /* gone */
    }
  }
  return pages * 4096;
}

/**
 * The server processes a cluster's primary started: its children running `script`. Others
 * are not counted as servers: tsx's esbuild service is a child of every process.
 */
export function serverChildren(rootPid: number, script: string): number[] {
  return processIds()
    .map(Number)
    .filter((pid) => processStat(pid)?.parent === rootPid && commandLine(pid).includes(script));
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** CPU ticks of `rootPid` and every process below it, by pid. */
function treeTicks(rootPid: number): Map<number, number> {
  const parentOf = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of processIds()) {
    const stat = processStat(entry);
    if (!stat) continue;
    parentOf.set(Number(entry), stat.parent);
    ticks.set(Number(entry), stat.ticks);
  }
  const inTree = new Map<number, number>();
  const visit = (pid: number) => {
    if (!ticks.has(pid) || inTree.has(pid)) return;
    inTree.set(pid, ticks.get(pid)!);
    for (const [child, parent] of parentOf) if (parent === pid) visit(child);
  };
  visit(rootPid);
  return inTree;
}
