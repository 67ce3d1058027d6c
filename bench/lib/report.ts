import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/out is git-ignored: results are for reading and comparing, not for committing. */
export const OUT_DIR = fileURLToPath(new URL('../out/', import.meta.url));

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
// No sample (a run with no answer of the expected status) is NaN here, null after the driver's IPC.
export const fmtMs = (n: number | null) =>
  n === null || Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0);
export const fmtMiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const fmtSeconds = (s: number) => (s < 120 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);

/** A plain text table: first column left-aligned, the others right-aligned. */
export function printTable(head: string[], rows: string[][], print: (line: string) => void = console.log): void {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  print(line(head));
  print(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) print(line(row));
}

/** Writes bench/out/<name>-<timestamp>.json and returns its path. */
export function writeOutput(name: string, data: unknown): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = join(OUT_DIR, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

/** Cores busy as a percentage of one core (100 % = one core); '–' when not measured. */
export const fmtCores = (cores: number | null) => (cores === null ? '–' : `${Math.round(cores * 100)} %`);

/** CPU milliseconds per request from cores busy over a run at `rps` requests per second. */
export const fmtMsPerRequest = (cores: number | null, rps: number) => (cores === null || rps === 0 ? '–' : fmtMs((cores * 1000) / rps));

/**
 * The last columns of a CPU table (load.ts, processes.ts): PostgreSQL, load driver, whole
 * machine, how busy it was before, then server and PostgreSQL ms per request.
 */
export const cpuCells = (
  cpu: { postgres: number | null; driver: number | null; machine: number | null; cores: number },
  server: number,
  rps: number,
  before: { busy: number | null; loadavg: number[] },
) => [
  fmtCores(cpu.postgres),
  fmtCores(cpu.driver),
  `${fmtCores(cpu.machine)} of ${cpu.cores * 100} %`,
  `${fmtCores(before.busy)} (load ${before.loadavg[0]?.toFixed(1)})`,
  fmtMsPerRequest(server, rps),
  fmtMsPerRequest(cpu.postgres, rps),
];
