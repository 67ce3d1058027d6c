import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

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
  return {
    stop(): CpuSplit {
      const seconds = (performance.now() - at) / 1000;
      const used = process.cpuUsage(cpu);
      const perSecond = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
      const machineNow = machineTicks();
      let postgres: number | null = null;
      if (databaseName && backends) {
        let ticks = 0;
        for (const [pid, now] of backendTicks(databaseName)) ticks += now - (backends.get(pid) ?? 0);
        postgres = perSecond(ticks);
      }
      return {
        server: (used.user + used.system) / 1e6 / seconds,
        driver: driverPid && driver !== null ? perSecond((processTicks(driverPid) ?? driver) - driver) : null,
        postgres,
        machine: machine && machineNow ? ((machineNow.busy - machine.busy) / (machineNow.total - machine.total)) * cpus().length : null,
        cores: cpus().length,
        serverEventLoop: performance.eventLoopUtilization(elu).utilization,
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
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of proc(5)
  } catch {
    return null;
  }
}

/** PostgreSQL backends of a database: their title is "postgres: <cluster>: <user> <database> <client> <state>". */
function backendTicks(databaseName: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(databaseName)) continue;
      const ticks = processTicks(Number(pid));
      if (ticks !== null) found.set(Number(pid), ticks);
    } catch {
      /* gone */
    }
  }
  return found;
}
