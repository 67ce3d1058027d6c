/**
 * The table of contents of a big course (issue 5): a course of 500 activities in a
 * 4-level tree (root → 5 chapters → 8 modules each → 454 lessons), a class of learners
 * each part-way through it (hundreds of activity runs and scored records per run), and
 * the content tree call (activity-with-aggregates) under load. The course and the runs
 * are added to the generated dataset through the bulk import (idempotent).
 *
 *   node --import tsx bench/tree.ts [--db postgres|pglite] [--learners 200] [--duration 20] [--connections 10]
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE, WORKFLOW_PATHS } from '@lp/contract';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { bulkImport, type BulkChunk } from '../apps/server/src/modules/import/index.ts';
import { learnerId, PREFIX, SCALE_ID } from './dataset.ts';
import { inspectDataset } from './lib/existing.ts';
import { startCpuProbe } from './lib/probe.ts';
import { fmtInt, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { benchTenant, signInByExternalId, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, targetOf } from './lib/target.ts';
import { startDriver } from './load.ts';

const USAGE = `Usage: node --import tsx bench/tree.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --learners N           learners with a run of the course, used round-robin (default 200)
  --duration S           seconds of measured load (default 20; 5 s of warm-up first)
  --connections N        concurrent connections (default 10)`;

const COURSE = `${PREFIX}tree-course`;
/** Learners with a run of the course (learners 0…N-1 of the dataset). */
export const TREE_LEARNERS = 200;
const CHAPTERS = 5;
const MODULES_PER_CHAPTER = 8;
const ACTIVITIES = 500;
const LESSONS = ACTIVITIES - 1 - CHAPTERS - CHAPTERS * MODULES_PER_CHAPTER;

type Course = NonNullable<BulkChunk['courses']>[number];
type Activity = NonNullable<Course['activities']>[number];

/** Lesson `k` of the course goes to module `k % modules`, so every module gets 11 or 12. */
export function treeCourse(): Course {
  const modules = CHAPTERS * MODULES_PER_CHAPTER;
  const lesson = (k: number) => `${COURSE}-lesson-${k}`;
  const moduleId = (m: number) => `${COURSE}-module-${m}`;
  const chapter = (c: number) => `${COURSE}-chapter-${c}`;
  const activities: Activity[] = [
    { externalId: `${COURSE}-root`, type: 'composite', name: 'Big course', parts: range(CHAPTERS).map((c) => ({ activity: chapter(c) })) },
    ...range(CHAPTERS).map((c): Activity => ({
      externalId: chapter(c),
      type: 'composite',
      name: `Chapter ${c + 1}`,
      parts: range(MODULES_PER_CHAPTER).map((m) => ({ activity: moduleId(c * MODULES_PER_CHAPTER + m), completePrevious: m > 0 })),
    })),
    ...range(modules).map((m): Activity => ({
      externalId: moduleId(m),
      type: 'composite',
      name: `Module ${m + 1}`,
      parts: range(LESSONS)
        .filter((k) => k % modules === m)
        .map((k, i) => ({ activity: lesson(k), optional: i % 5 === 4 })),
    })),
    ...range(LESSONS).map((k): Activity =>
      k % 10 === 9
        ? { externalId: lesson(k), type: 'text', name: `Quiz ${k + 1}`, html: `<p>Quiz ${k + 1}</p>`, maxScore: 10 }
        : { externalId: lesson(k), type: 'text', name: `Lesson ${k + 1}`, html: `<p>Lesson ${k + 1}</p>`, duration: 300 },
    ),
  ];
  return { externalId: COURSE, name: 'Big course: 500 activities', code: 'BENCH-TREE', gradingScale: SCALE_ID, activities };
}

/** Learner `i` has finished the first lessons of the course in order, a different number each, quizzes scored. */
function runOf(i: number, learners: number): NonNullable<BulkChunk['workflows']>[number] {
  const done = Math.round(((i + 1) / learners) * LESSONS * 0.9);
  const lesson = (k: number) => `${COURSE}-lesson-${k}`;
  return {
    externalId: `${COURSE}-run-${i}`,
    user: learnerId(i),
    course: COURSE,
    state: 'inProgress',
    started: '-30d',
    progress: done / LESSONS,
    activities: [
      ...range(done).map((k) => ({
        activity: lesson(k),
        state: 'finished' as const,
        started: '-20d',
        finished: '-10d',
        ...(k % 10 === 9 && { records: [{ score: (k % 7) + 4, maxScore: 10, finished: '-10d' }] }),
      })),
      ...(done < LESSONS ? [{ activity: lesson(done), state: 'inProgress' as const, started: '-1d' }] : []),
    ],
  };
}

export async function tree(options: { db?: string | undefined; learners: number; duration: number; connections: number }) {
  const target = targetOf(options.db);
  const db = await openTarget(target);
  try {
    await migrate(db);
    const dataset = await inspectDataset(db);
    if (dataset.learners < options.learners)
      throw new Error(`The dataset has ${dataset.learners} learners; generate one with at least ${options.learners}.`);
    const tenantId = await benchTenant(db);
    const { runs } = await importTreeCourse(db, options.learners);
    const sessions = (await signInByExternalId(db, tenantId, range(options.learners).map(learnerId))).map((s) => ({
      ...s,
      runId: runs.get(s.userId)!,
    }));
    const { app, url } = await startServer(db);
    const driver = startDriver();
    try {
      const sizes = await answerSize(url, sessions[sessions.length - 1]!);
      console.log(
        `${target.label}: ${ACTIVITIES} activities, ${fmtInt(options.learners)} learners with runs; compact tree answer ${fmtInt(sizes.bytes)} bytes, ${fmtInt(sizes.gzip)} gzipped (full ${fmtInt(sizes.fullBytes)}, ${fmtInt(sizes.fullGzip)})`,
      );
      const base = { url, endpoint: 'content-tree', sessions, connections: options.connections };
      await driver.drive({ ...base, seconds: 5 });
      const probe = startCpuProbe(driver.pid, target.kind === 'postgres' ? databaseOf(target.databaseUrl).name : undefined);
      const result = await driver.drive({ ...base, seconds: options.duration });
      return { at: new Date().toISOString(), target: target.label, options, sizes, result, cpu: probe.stop() };
    } finally {
      await driver.stop();
      await app.close();
      await signOut(db, sessions);
    }
  } finally {
    await db.close();
  }
}

/** The course, the learners' enrolments and runs (idempotent); answers the course's id and each learner's run id. */
export async function importTreeCourse(db: Db, learners: number): Promise<{ objectiveId: string; runs: Map<string, string> }> {
  const users = range(learners).map(learnerId);
  await bulkImport(db, [
    { courses: [treeCourse()] },
    { enrolments: users.map((user) => ({ user, course: COURSE, isMandatory: true })) },
    { workflows: range(learners).map((i) => runOf(i, learners)) },
  ]);
  const rows = await db.query<{ id: string; user_id: string; objective_id: string }>(
    `SELECT w.id, w.user_id, w.objective_id FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE o.external_id = $1 AND w.external_id LIKE $2`,
    [COURSE, `${COURSE}-run-%`],
  );
  return { objectiveId: rows[0]!.objective_id, runs: new Map(rows.map((r) => [r.user_id, r.id])) };
}

/** The size of the compact answer the web asks for (decision 0037); `fullBytes`: the spec's full answer. */
async function answerSize(url: string, session: { token: string; runId: string }) {
  const compact = await answerBytes(`${url}${WORKFLOW_PATHS.tree(session.runId)}?view=compact`, session);
  const full = await answerBytes(url + WORKFLOW_PATHS.tree(session.runId), session);
  return { bytes: compact.length, gzip: gzipSync(compact).length, fullBytes: full.length, fullGzip: gzipSync(full).length };
}

async function answerBytes(address: string, session: { token: string }) {
  const res = await fetch(address, {
    headers: { cookie: `${SESSION_COOKIE}=${session.token}`, [REQUESTED_WITH_HEADER]: 'bench' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`the tree answered ${res.status}: ${body.toString('utf8').slice(0, 300)}`);
  return body;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      learners: { type: 'string', default: String(TREE_LEARNERS) },
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const [learners, duration, connections] = [values.learners, values.duration, values.connections].map(Number) as [number, number, number];
  if (![learners, duration, connections].every((n) => Number.isInteger(n) && n > 0)) return (console.error(USAGE), 2);
  const report = await tree({ db: values.db, learners, duration, connections });
  const r = report.result;
  const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);
  console.log(`\ncontent tree, ${connections} connections, ${duration} s — ${report.target}`);
  printTable(
    ['call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    [
      [
        'activity-with-aggregates',
        fmtInt(r.rps),
        fmtMs(r.latency.p50),
        fmtMs(r.latency.p95),
        fmtMs(r.latency.p99),
        fmtMs(r.latency.max),
        `${fmtInt(r.unexpected)} of ${fmtInt(r.requests)}`,
      ],
    ],
  );
  const perRequest = (cores: number | null) => (cores === null ? '–' : fmtMs((cores * 1000) / r.rps));
  console.log(
    `CPU: server ${pct(report.cpu.server)} (${perRequest(report.cpu.server)} ms/request), PostgreSQL ${pct(report.cpu.postgres)} (${perRequest(report.cpu.postgres)} ms/request), load driver ${pct(report.cpu.driver)}`,
  );
  console.log(`\n→ ${writeOutput(`tree-${learners}`, report)}`);
  return r.unexpected === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
