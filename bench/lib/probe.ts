import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

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

/** `postgresPids`: the backends serving the server's pool (pg_stat_activity), when on PostgreSQL. */
export function startCpuProbe(driverPid: number | undefined, postgresPids: number[] = []) {
  const at = performance.now();
  const cpu = process.cpuUsage();
  const elu = performance.eventLoopUtilization();
  const driver = driverPid ? processTicks([driverPid]) : null;
  const postgres = postgresPids.length ? processTicks(postgresPids) : null;
  const machine = machineTicks();
  return {
    stop(): CpuSplit {
      const seconds = (performance.now() - at) / 1000;
      const used = process.cpuUsage(cpu);
      const ticks = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / TICKS_PER_SECOND / seconds);
      const machineNow = machineTicks();
      const eluNow: EventLoopUtilization = performance.eventLoopUtilization(elu);
      return {
        server: (used.user + used.system) / 1e6 / seconds,
        driver: driverPid ? ticks(driver, processTicks([driverPid])) : null,
        // Backends started during the run are not counted: warm the pool up first.
        postgres: postgresPids.length ? ticks(postgres, processTicks(postgresPids)) : null,
        machine: machine && machineNow ? (machineNow.busy - machine.busy) / (machineNow.total - machine.total) * cpus().length : null,
        cores: cpus().length,
        serverEventLoop: eluNow.utilization,
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

/** utime + stime of processes, in clock ticks; a process that is gone counts 0. */
function processTicks(pids: number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of proc(5)
    } catch {
      /* exited */
    }
  }
  return sum;
}
