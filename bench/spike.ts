/**
 * "Class starts" spike (issue 4): a class of learners enrolled in one course opens the
 * course's details and starts it within a minute. The class and its course are added to
 * the generated dataset through the bulk import (idempotent; runs of an earlier spike
 * are removed first), the server runs in this process with its command worker, and the
 * learners run in a child process (bench/spike-driver.ts). Reports latency per call and
 * per learner, and checks the database: exactly one run per learner.
 *
 *   node --import tsx bench/spike.ts [--db postgres|pglite] [--learners 2000] [--window 60] [--double-click 0.05]
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { bulkImport } from '../apps/server/src/modules/import/index.ts';
import { benchCourse, learnerId, PREFIX } from './dataset.ts';
import { inspectDataset } from './lib/existing.ts';
import { startCpuProbe } from './lib/probe.ts';
import { fmtInt, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { benchTenant, signInByExternalId, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, targetOf } from './lib/target.ts';
import type { SpikeOutcome, SpikePlan, SpikeReply, Step } from './spike-driver.ts';

const USAGE = `Usage: node --import tsx bench/spike.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --learners N           the class: learners 0..N-1 of the dataset (default 2000)
  --window S             seconds over which they arrive (default 60)
  --double-click F       share of learners whose Start is sent twice with the same run id (default 0.05)`;

/** The class's course: the dataset's course shape under its own external id. */
const SPIKE_COURSE = `${PREFIX}spike-course`;

export async function spike(options: { db?: string | undefined; learners: number; windowSeconds: number; doubleClick: number }) {
  const target = targetOf(options.db);
  const db = await openTarget(target);
  try {
    await migrate(db);
    const dataset = await inspectDataset(db);
    if (dataset.learners < options.learners)
      throw new Error(
        `The dataset has ${dataset.learners} learners, the class needs ${options.learners}: generate a larger one (bench/generate.ts).`,
      );
    const tenantId = await benchTenant(db);
    const courseId = await enrolClass(db, options.learners);
    const removed = await removeRuns(db, tenantId, courseId);
    console.log(`${target.label}: class of ${fmtInt(options.learners)} in ${SPIKE_COURSE} (${removed} runs of an earlier spike removed)`);

    const sessions = await signInByExternalId(db, tenantId, classOf(options.learners));
    const { app, url } = await startServer(db, { worker: true });
    try {
      const plan: SpikePlan = {
        url,
        learners: sessions.map((s) => ({ token: s.token, courseId })),
        windowSeconds: options.windowSeconds,
        doubleClick: options.doubleClick,
      };
      const child = fork(new URL('./spike-driver.ts', import.meta.url), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const probe = startCpuProbe(child.pid, target.kind === 'postgres' ? databaseOf(target.databaseUrl).name : undefined);
      const outcome = await new Promise<SpikeOutcome>((resolve, reject) => {
        child.once('message', (reply: SpikeReply) => (reply.type === 'result' ? resolve(reply.outcome) : reject(new Error(reply.message))));
        child.once('exit', (code) => reject(new Error(`the spike driver exited (${code})`)));
        child.send({ type: 'run', plan });
      }).finally(() => child.disconnect());
      const cpu = probe.stop();
      const runs = await countRuns(db, tenantId, courseId);
      return { at: new Date().toISOString(), target: target.label, options, outcome, runs, cpu };
    } finally {
      await app.close();
      await signOut(db, sessions);
    }
  } finally {
    await db.close();
  }
}

const classOf = (n: number) => Array.from({ length: n }, (_, i) => learnerId(i));

/** The course and the class's enrolments (mandatory, as a class assignment is), through the bulk import. */
async function enrolClass(db: Db, learners: number): Promise<string> {
  const course = { ...benchCourse(0, SPIKE_COURSE), name: 'Class starts: induction', code: 'BENCH-SPIKE', selfEnrollment: false };
  const chunks = [
    { courses: [course] },
    { enrolments: classOf(learners).map((user) => ({ user, course: SPIKE_COURSE, isMandatory: true })) },
  ];
  await bulkImport(db, chunks, {});
  const rows = await db.query<{ id: string }>('SELECT id FROM objectives WHERE external_id = $1', [SPIKE_COURSE]);
  if (!rows[0]) throw new Error('The spike course was not imported.');
  return rows[0].id;
}

/** Runs of an earlier spike (and what points at them), so every learner can press Start again. */
async function removeRuns(db: Db, tenantId: string, courseId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE objective_workflow_aggregates SET last_objective_workflow_id = NULL, last_objective_record_id = NULL, last_activity_workflow_id = NULL
        WHERE tenant_id = $1 AND objective_id = $2`,
      [tenantId, courseId],
    );
    const removed = await tx.query('DELETE FROM objective_workflows WHERE tenant_id = $1 AND objective_id = $2 RETURNING id', [
      tenantId,
      courseId,
    ]);
    await tx.query(`DELETE FROM usage_events WHERE tenant_id = $1 AND payload->>'objectiveId' = $2`, [tenantId, courseId]);
    return removed.length;
  });
}

async function countRuns(db: Db, tenantId: string, courseId: string) {
  const [row] = await db.query<{ runs: number; learners: number }>(
    'SELECT count(*)::int AS runs, count(DISTINCT user_id)::int AS learners FROM objective_workflows WHERE tenant_id = $1 AND objective_id = $2',
    [tenantId, courseId],
  );
  return row!;
}

function percentiles(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

export function printSpike(report: Awaited<ReturnType<typeof spike>>) {
  const { outcome, options } = report;
  const steps: Step[] = ['details', 'start', 'tree'];
  const row = (name: string, values: number[], errors: number) => {
    const p = percentiles(values);
    return [name, fmtInt(p.n), fmtMs(p.p50), fmtMs(p.p95), fmtMs(p.p99), fmtMs(p.max), fmtInt(errors)];
  };
  const ok = outcome.samples.filter((s) => s.status === 200);
  console.log(
    `\n${fmtInt(options.learners)} learners over ${options.windowSeconds} s (${Math.round(options.doubleClick * 100)} % double-click Start) — ${report.target}, done in ${outcome.seconds.toFixed(1)} s`,
  );
  printTable(
    ['call', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    [
      ...steps.map((step) =>
        row(
          step,
          ok.filter((s) => s.step === step).map((s) => s.ms),
          outcome.samples.filter((s) => s.step === step && s.status !== 200).length,
        ),
      ),
      row(
        'every call',
        ok.map((s) => s.ms),
        outcome.samples.length - ok.length,
      ),
      row('learner: open → started → content', outcome.journeys, outcome.failures.length),
    ],
  );
  const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);
  console.log(
    `CPU: server ${pct(report.cpu.server)}, PostgreSQL ${pct(report.cpu.postgres)}, learners' process ${pct(report.cpu.driver)} (100 % = one core)`,
  );
  console.log(
    `Runs in the database: ${fmtInt(report.runs.runs)} for ${fmtInt(report.runs.learners)} learners (expected ${fmtInt(options.learners)})`,
  );
  for (const failure of [...new Set(outcome.failures)].slice(0, 10)) console.log(`  failure: ${failure}`);
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      learners: { type: 'string', default: '2000' },
      window: { type: 'string', default: '60' },
      'double-click': { type: 'string', default: '0.05' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const learners = Number(values.learners);
  const windowSeconds = Number(values.window);
  const doubleClick = Number(values['double-click']);
  if (!Number.isInteger(learners) || learners < 1 || !(windowSeconds > 0) || !(doubleClick >= 0 && doubleClick <= 1)) {
    console.error(USAGE);
    return 2;
  }
  const report = await spike({ db: values.db, learners, windowSeconds, doubleClick });
  printSpike(report);
  console.log(`\n→ ${writeOutput(`spike-${learners}-${windowSeconds}s`, report)}`);
  const clean = report.outcome.failures.length === 0 && report.runs.runs === learners && report.runs.learners === learners;
  return clean ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
