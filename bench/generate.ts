/**
 * Generates the benchmark dataset through the bulk import path (bulkImport): at
 * --scale 1, 10,000 courses, 100,000 learners and 1,000,000 enrolments with their runs,
 * activity runs and results. Idempotent: a complete dataset is left alone, an
 * interrupted one is resumed, a foreign or larger one is refused.
 *
 *   node --import tsx bench/generate.ts [--db pglite|postgres] [--scale 0.01] [--chunk-size 5000] [--force] [--fresh]
 */
import { parseArgs } from 'node:util';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { bulkImport, type BulkChunk } from '../apps/server/src/modules/import/index.ts';
import { chunkCount, perLearner, phaseChunks, sizeAt, type DatasetSize, type Phase } from './dataset.ts';
import { inspectDataset, planPhases, type PhasePlan } from './lib/existing.ts';
import { createDatabaseIfMissing, dropDataset } from './lib/fresh.ts';
import { fmtInt, fmtSeconds, printTable, writeOutput } from './lib/report.ts';
import { openTarget, targetOf, type Target } from './lib/target.ts';

const USAGE = `Usage: node --import tsx bench/generate.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --scale N              fraction of the full dataset (default 1: 10,000 courses, 100,000 learners, 1,000,000 enrolments)
  --chunk-size N         entities per bulk-import chunk (default 5000)
  --force                import every phase again even when the dataset is complete (idempotent upsert)
  --fresh                drop the benchmark database (PostgreSQL) or data directory (PGlite) first;
                         only for a database or directory whose name contains "bench"`;

export interface GenerateResult {
  target: string;
  scale: number;
  size: DatasetSize;
  skipped: boolean;
  phases: { phase: string; chunks: number; rows: number; seconds: number }[];
  totalRows: number;
  totalSeconds: number;
  tableRows: Record<string, number>;
}

export async function generate(options: {
  target: Target;
  scale: number;
  chunkSize: number;
  force?: boolean;
  fresh?: boolean;
  log?: (line: string) => void;
}): Promise<GenerateResult> {
  const { target, scale, chunkSize } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const size = sizeAt(scale);
  const startedAt = performance.now();
  const timings: GenerateResult['phases'] = [];
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    timings.push({ phase, chunks: 0, rows: 0, seconds: (performance.now() - t) / 1000 });
    return result;
  };

  log(
    `Dataset at scale ${scale}: ${fmtInt(size.courses)} courses, ${fmtInt(size.learners)} learners, ${fmtInt(size.enrolments)} enrolments → ${target.label}`,
  );
  if (options.fresh) await timed('fresh', () => dropDataset(target, log));
  if (target.kind === 'postgres') await createDatabaseIfMissing(target.databaseUrl, log);
  const db = await timed('open + migrate', async () => {
    const opened = await openTarget(target);
    await migrate(opened);
    return opened;
  });
  try {
    const existing = await inspectDataset(db);
    const plan = planPhases(existing, size, { force: options.force ?? false });
    if ('refuse' in plan) throw new GenerateRefused(plan.refuse);
    const todo = plan.phases.filter((p) => p.startAt !== 'done');
    if (todo.length === 0) {
      log(
        `The dataset is already complete (${fmtInt(existing.courses)} courses, ${fmtInt(existing.learners)} learners, ${fmtInt(existing.enrolments)} enrolments): nothing to do. --force imports it again.`,
      );
      return {
        target: target.label,
        scale,
        size,
        skipped: true,
        phases: timings,
        totalRows: 0,
        totalSeconds: (performance.now() - startedAt) / 1000,
        tableRows: await tableRows(db),
      };
    }
    for (const p of plan.phases)
      if (p.startAt !== 'done' && p.startAt > 0) log(`  resuming ${p.phase} after ${fmtInt(p.startAt)} entities already stored`);
    const { phases, totalRows } = await importPhases(db, size, chunkSize, todo, log);
    timings.push(...phases);
    // PGlite has no autovacuum: without this its planner would never see the row counts.
    await timed('analyze', () => db.exec('ANALYZE'));
    const totalSeconds = (performance.now() - startedAt) / 1000;
    return { target: target.label, scale, size, skipped: false, phases: timings, totalRows, totalSeconds, tableRows: await tableRows(db) };
  } finally {
    await db.close();
  }
}

/** One bulkImport over every phase still to do; a phase ends when the next one's first chunk is asked for. */
async function importPhases(db: Db, size: DatasetSize, chunkSize: number, todo: PhasePlan[], log: (line: string) => void) {
  const phases: GenerateResult['phases'] = [];
  let current: { phase: Phase; at: number; rowsAt: number; chunks: number; of: number } | undefined;
  let rowsDone = 0;
  let lastLog = performance.now();
  const close = () => {
    if (!current) return;
    const seconds = (performance.now() - current.at) / 1000;
    phases.push({ phase: current.phase, chunks: current.chunks, rows: rowsDone - current.rowsAt, seconds });
    log(
      `  ${current.phase.padEnd(10)} ${fmtInt(current.chunks)} chunks, ${fmtInt(rowsDone - current.rowsAt)} rows in ${fmtSeconds(seconds)}`,
    );
  };
  function* chunks(): Generator<BulkChunk> {
    for (const { phase, startAt } of todo) {
      if (startAt === 'done') continue;
      close();
      const unit = phase === 'enrolments' ? perLearner(size) : 1;
      current = { phase, at: performance.now(), rowsAt: rowsDone, chunks: 0, of: chunkCount(phase, size, chunkSize) };
      for (const chunk of phaseChunks(phase, size, chunkSize, Math.floor(startAt / unit))) {
        current.chunks += 1;
        yield chunk;
      }
    }
  }
  const summary = await bulkImport(db, chunks(), {
    onProgress: (rows) => {
      rowsDone = rows;
      if (current && performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        const seconds = (performance.now() - current.at) / 1000;
        log(`    … ${current.phase}: chunk ${current.chunks}/${current.of}, ${fmtInt(rows - current.rowsAt)} rows, ${fmtSeconds(seconds)}`);
      }
    },
  });
  rowsDone = summary.totalRows;
  close();
  return { phases, totalRows: summary.totalRows };
}

const COUNTED = [
  'users',
  'objectives',
  'activities',
  'activity_parts',
  'objective_accesses',
  'objective_workflow_aggregates',
  'objective_workflows',
  'activity_workflows',
  'objective_records',
  'sessions',
];

async function tableRows(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COUNTED) rows[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return rows;
}

export class GenerateRefused extends Error {}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      scale: { type: 'string', default: '1' },
      'chunk-size': { type: 'string', default: '5000' },
      force: { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const scale = Number(values.scale);
  const chunkSize = Number(values['chunk-size']);
  if (!(scale > 0 && scale <= 10) || !(Number.isInteger(chunkSize) && chunkSize >= 10 && chunkSize <= 100_000)) {
    console.error(`--scale must be in (0, 10] and --chunk-size an integer in [10, 100000]\n\n${USAGE}`);
    return 2;
  }
  const target = targetOf(values.db);
  try {
    const result = await generate({ target, scale, chunkSize, force: values.force, fresh: values.fresh });
    if (result.skipped) return 0;
    console.log('');
    printTable(
      ['phase', 'chunks', 'rows', 'seconds', 'rows/s'],
      result.phases.map((p) => [
        p.phase,
        p.chunks ? fmtInt(p.chunks) : '',
        p.rows ? fmtInt(p.rows) : '',
        p.seconds.toFixed(1),
        p.rows ? fmtInt(p.rows / p.seconds) : '',
      ]),
    );
    console.log(`\nrows written: ${fmtInt(result.totalRows)} in ${fmtSeconds(result.totalSeconds)}`);
    printTable(
      ['table', 'rows'],
      Object.entries(result.tableRows).map(([t, n]) => [t, fmtInt(n)]),
    );
    const file = writeOutput(`generate-${target.kind}-${scale}`, result);
    console.log(`\n→ ${file}`);
    return 0;
  } catch (error) {
    if (error instanceof GenerateRefused) {
      console.error(error.message);
      return 3;
    }
    throw error;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
