/**
 * SCORM commits under load (issue 34 "A bench"): N learners with the SCORM activity open
 * commit their whole data model every --interval seconds, as authoring tools do, each at
 * their own moment of the interval (seeded, so runs compare), for --minutes; then all of
 * them terminate at once (Terminate with cmi.exit = suspend; a SCORM 2004 SCO). Some commits are resent
 * on purpose (the same sequence number at once, and the previous one after the next was
 * kept): the server must change nothing for them. Reports commits/s, p50/p95/p99 from each
 * commit's planned moment, errors, and the CPU per commit of the server process and of
 * PostgreSQL beside a baseline measured in the same run: the same learners at the same rate
 * on a bare call (`me`: session, tenant, one read) through the paced driver. Then checks the
 * database (0 lost, 0 duplicated), restarts the server process and launches every learner
 * again: the data model answered must be the one kept, with cmi.entry = resume.
 *
 * On PostgreSQL (DATABASE_URL, default lp_bench_scorm on 127.0.0.1, created when missing);
 * the server is its own process (`node --import tsx apps/server/src/server.ts`).
 *
 *   node --import tsx bench/scorm-commits.ts [--learners 500] [--minutes 2] [--interval 30] [--duplicates 0.1]
 */
import { parseArgs } from 'node:util';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { ScormPaths, type ScormCommitAnswer, type ScormLaunchAnswer } from '@lp/contract/scorm';
import { WorkflowState, type FlatCmi } from '@lp/domain';
import type { Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importData } from '../apps/server/src/modules/import/index.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/test/server-process.ts';
import type { BenchSession } from './endpoints.ts';
import { createDatabaseIfMissing } from './lib/fresh.ts';
import { drivePaced, seededRandom } from './lib/paced.ts';
import { machineBusy, startProcessTreeProbe, type ProcessTreeCpu } from './lib/probe.ts';
import { fmtCores, fmtInt, fmtMs, fmtMsPerRequest, printTable, writeOutput } from './lib/report.ts';
import { Samples, type LatencySummary } from './lib/samples.ts';
import { PACKAGES_DIR, SCORM_ACTIVITY, scormCommitCmi, scormFixture, scormLearner } from './lib/scorm-data.ts';
import { benchTenant, signInByExternalId, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, targetOf, type Target } from './lib/target.ts';

const USAGE = `Usage: node --import tsx bench/scorm-commits.ts [options]   (PostgreSQL: DATABASE_URL, default lp_bench_scorm on 127.0.0.1)
  --learners N       learners with the activity open (default 500)
  --minutes M        how long they commit (default 2)
  --interval S       seconds between a learner's commits (default 30)
  --duplicates F     share of commits resent on purpose, 0..1 (default 0.1)`;

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lp_bench_scorm';
/** Launches (and relaunches) in flight at once: the player's setup, not what is measured. */
const LAUNCH_CONCURRENCY = 20;

interface Options {
  learners: number;
  minutes: number;
  interval: number;
  duplicates: number;
}

interface Learner {
  index: number;
  session: BenchSession;
  awId: string;
  sessionId: string;
  launched: FlatCmi;
  /** The last commit (or terminate) sent, and what it sent. */
  seq: number;
  cmi: FlatCmi;
  /** Answers with applied = true: must be one per sequence number sent. */
  applied: number;
}

interface Phase {
  calls: number;
  seconds: number;
  latency: LatencySummary;
  errors: number;
  cpu: ProcessTreeCpu;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post<T>(url: string, token: string, body?: unknown): Promise<{ status: number; json: T | undefined; text: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      cookie: `${SESSION_COOKIE}=${token}`,
      [REQUESTED_WITH_HEADER]: 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: res.ok ? (JSON.parse(text) as T) : undefined, text: text.slice(0, 200) };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** A fresh start: the course imported (an upsert), the activity open again and no data model kept from an earlier run. */
async function prepare(db: Db, learners: number) {
  await migrate(db);
  await importData(db, scormFixture(learners), { baseDir: PACKAGES_DIR });
  const tenantId = await benchTenant(db);
  const ids = Array.from({ length: learners }, (_, n) => scormLearner(n));
  const rows = await db.query<{ external_id: string; aw: string }>(
    `SELECT u.external_id, aw.id AS aw FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id JOIN users u ON u.id = w.user_id
       JOIN activities a ON a.id = aw.activity_id
      WHERE a.external_id = $1 AND u.external_id = ANY($2::text[])`,
    [SCORM_ACTIVITY, ids],
  );
  const aws = rows.map((r) => r.aw);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM scorm_attempts WHERE activity_workflow_id = ANY($1::uuid[])', [aws]);
    await tx.query('DELETE FROM activity_records WHERE activity_workflow_id = ANY($1::uuid[])', [aws]);
    await tx.query('UPDATE activity_workflows SET state = $2, progress = 0, submitted = NULL, finished = NULL WHERE id = ANY($1::uuid[])', [
      aws,
      WorkflowState.inProgress,
    ]);
  });
  return { tenantId, ids, awOf: new Map(rows.map((r) => [r.external_id, r.aw])) };
}

function startServer(databaseUrl: string): Promise<ServerProcess> {
  // A site's learners come from many addresses; the bench sends them all from one (decision 0058).
  return startServerProcess({ DATABASE_URL: databaseUrl, WORKER: 'false', IMPORT_DEMO: 'false', CALL_LIMITS: 'off' });
}

/**
 * The commits of `learners`: learner i's k-th at offset_i + k·interval, offset_i uniform in
 * the interval (seeded); latency from the planned moment. A chosen share is sent again at
 * once (a retry) and, with the next commit kept, the older one once more (a late retry).
 */
async function commitPhase(url: string, learners: Learner[], options: Options, databaseName: string, pid: number) {
  const random = seededRandom(0x5c0a);
  const seconds = options.minutes * 60;
  const latency = new Samples(1_000_000);
  const failures: string[] = [];
  let calls = 0;
  let duplicates = 0;
  let duplicatesApplied = 0;
  const resend = async (l: Learner, seq: number, cmi: FlatCmi) => {
    const res = await post<ScormCommitAnswer>(url + ScormPaths.commit(l.awId), l.session.token, { sessionId: l.sessionId, seq, cmi });
    duplicates += 1;
    if (res.status !== 200) failures.push(`duplicate ${res.status} ${res.text}`);
    else if (res.json!.applied) duplicatesApplied += 1;
  };
  const probe = startProcessTreeProbe(pid, [], undefined, databaseName);
  const began = performance.now();
  await Promise.all(
    learners.map(async (l) => {
      const offset = random() * options.interval;
      const resends = random() < options.duplicates;
      let previous: { seq: number; cmi: FlatCmi } | undefined;
      for (let k = 0; offset + k * options.interval < seconds; k++) {
        const planned = began + (offset + k * options.interval) * 1000;
        await sleep(planned - performance.now());
        const seq = l.seq + 1;
        const cmi = scormCommitCmi(l.index, seq, options.interval, l.launched);
        const res = await post<ScormCommitAnswer>(url + ScormPaths.commit(l.awId), l.session.token, { sessionId: l.sessionId, seq, cmi });
        calls += 1;
        if (res.status !== 200 || res.json!.seq !== seq) {
          failures.push(`commit ${res.status} ${res.text}`);
          continue;
        }
        latency.add(performance.now() - planned);
        Object.assign(l, { seq, cmi, applied: l.applied + (res.json!.applied ? 1 : 0) });
        if (!resends) continue;
        await resend(l, seq, cmi);
        if (previous) await resend(l, previous.seq, previous.cmi);
        previous = { seq, cmi };
      }
    }),
  );
  const phase = phaseOf(calls, (performance.now() - began) / 1000, latency, failures.length, probe.stop());
  return { ...phase, duplicates, duplicatesApplied, failures };
}

/** Every learner terminates at the same moment (suspend), then resends it once (the page's retry). */
async function burstPhase(url: string, learners: Learner[], options: Options, databaseName: string, pid: number) {
  const latency = new Samples(1_000_000);
  const failures: string[] = [];
  const probe = startProcessTreeProbe(pid, [], undefined, databaseName);
  const began = performance.now();
  await Promise.all(
    learners.map(async (l) => {
      const seq = l.seq + 1;
      const cmi = scormCommitCmi(l.index, seq, options.interval, l.launched, true);
      const res = await post<ScormCommitAnswer>(url + ScormPaths.terminate(l.awId), l.session.token, { sessionId: l.sessionId, seq, cmi });
      if (res.status !== 200 || res.json!.seq !== seq) return void failures.push(`terminate ${res.status} ${res.text}`);
      latency.add(performance.now() - began);
      Object.assign(l, { seq, cmi, applied: l.applied + (res.json!.applied ? 1 : 0) });
    }),
  );
  const phase = phaseOf(learners.length, (performance.now() - began) / 1000, latency, failures.length, probe.stop());
  let resentApplied = 0;
  await inPool(learners, LAUNCH_CONCURRENCY, async (l) => {
    const res = await post<ScormCommitAnswer>(url + ScormPaths.terminate(l.awId), l.session.token, {
      sessionId: l.sessionId,
      seq: l.seq,
      cmi: l.cmi,
    });
    if (res.status !== 200) failures.push(`terminate again ${res.status} ${res.text}`);
    else if (res.json!.applied) resentApplied += 1;
  });
  return { ...phase, resentApplied, failures };
}

const phaseOf = (calls: number, seconds: number, latency: Samples, errors: number, cpu: ProcessTreeCpu): Phase => ({
  calls,
  seconds,
  latency: latency.summary(),
  errors,
  cpu,
});

/** What the database keeps for each learner against what was sent last: lost, or changed by a duplicate. */
async function checkStored(db: Db, learners: Learner[]) {
  const rows = await db.query<{ aw: string; seq: number; cmi: FlatCmi; terminated: boolean }>(
    'SELECT activity_workflow_id AS aw, seq, cmi, terminated FROM scorm_attempts WHERE activity_workflow_id = ANY($1::uuid[])',
    [learners.map((l) => l.awId)],
  );
  const byAw = new Map(rows.map((r) => [r.aw, r]));
  let lost = 0;
  let notTerminated = 0;
  let appliedTwice = 0;
  for (const l of learners) {
    const row = byAw.get(l.awId);
    if (!row || row.seq !== l.seq || !sameCmi(row.cmi, l.cmi)) lost += 1;
    if (!row?.terminated) notTerminated += 1;
    if (l.applied !== l.seq) appliedTwice += 1;
  }
  return { lost, notTerminated, appliedMismatch: appliedTwice };
}

/** Same elements, same values (key order aside). */
function sameCmi(a: FlatCmi, b: FlatCmi, ignore: readonly string[] = []): boolean {
  const keys = (cmi: FlatCmi) => Object.keys(cmi).filter((k) => !ignore.includes(k));
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** Elements of one session only: a relaunch leaves them out (exit, session_time) or sets them (entry). */
const SESSION_ONLY = ['cmi.exit', 'cmi.session_time', 'cmi.entry'];

export async function scormCommits(options: Options, log: (line: string) => void = console.log) {
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || DEFAULT_DATABASE_URL };
  const target = targetOf('postgres', env) as Extract<Target, { kind: 'postgres' }>;
  const databaseName = databaseOf(target.databaseUrl).name;
  await createDatabaseIfMissing(target.databaseUrl, log);
  const db = await openTarget(target);
  let sessions: BenchSession[] = [];
  try {
    const setupStart = performance.now();
    const { tenantId, ids, awOf } = await prepare(db, options.learners);
    sessions = await signInByExternalId(db, tenantId, ids);
    let server = await startServer(target.databaseUrl);
    try {
      log(`${target.label}: ${fmtInt(options.learners)} learners imported and signed in, server at ${server.url}`);
      const launch = async (session: BenchSession) =>
        post<ScormLaunchAnswer>(server.url + ScormPaths.launch(awOf.get(session.externalId)!), session.token);
      const learners: Learner[] = [];
      await inPool(sessions, LAUNCH_CONCURRENCY, async (session) => {
        const res = await launch(session);
        if (res.status !== 200) throw new Error(`launch: ${res.status} ${res.text}`);
        const { sessionId, cmi } = res.json!;
        const index = ids.indexOf(session.externalId);
        learners.push({ index, session, awId: awOf.get(session.externalId)!, sessionId, launched: cmi, seq: 0, cmi: {}, applied: 0 });
      });
      log(`  launched in ${fmtInt(performance.now() - setupStart)} ms from the start; committing for ${options.minutes} min`);

      const machineBefore = await machineBusy();
      const pid = server.child.pid!;
      const commits = await commitPhase(server.url, learners, options, databaseName, pid);
      log(`  commits: ${fmtInt(commits.calls)}, p99 ${fmtMs(commits.latency.p99)} ms, ${commits.errors} errors`);
      // The baseline: the same learners at the same rate on a bare call, for as long (at most 60 s).
      const rate = options.learners / options.interval;
      const baselineProbe = startProcessTreeProbe(pid, [], undefined, databaseName);
      const baselineRun = await drivePaced({
        url: server.url,
        endpoint: 'me',
        sessions,
        connections: 50,
        seconds: Math.min(60, options.minutes * 60),
        rate,
        arrivals: 'poisson',
      });
      const baseline = { ...baselineRun, cpu: baselineProbe.stop() };
      log(`  baseline (me): ${fmtInt(baseline.requests)} requests, p99 ${fmtMs(baseline.latency.p99)} ms`);
      const burst = await burstPhase(server.url, learners, options, databaseName, pid);
      log(`  burst: ${fmtInt(burst.calls)} terminates in ${burst.seconds.toFixed(2)} s, ${burst.errors} errors`);

      const stored = await checkStored(db, learners);
      const exitCode = await server.terminate('SIGTERM');
      server = await startServer(target.databaseUrl);
      let resumed = 0;
      let notResumed = 0;
      const resumeFailures: string[] = [];
      await inPool(learners, LAUNCH_CONCURRENCY, async (l) => {
        const res = await launch(l.session);
        const answered = res.json?.cmi;
        if (!answered) return void resumeFailures.push(`relaunch ${res.status} ${res.text}`);
        const kept = Object.fromEntries(Object.entries(l.cmi).filter(([k]) => !SESSION_ONLY.includes(k)));
        if (answered['cmi.entry'] === 'resume' && sameCmi(answered, kept, SESSION_ONLY)) return void (resumed += 1);
        notResumed += 1;
        const differs =
          [...new Set([...Object.keys(answered), ...Object.keys(kept)])].find(
            (k) => !SESSION_ONLY.includes(k) && answered[k] !== kept[k],
          ) ?? 'cmi.entry';
        resumeFailures.push(
          `relaunch: ${differs} answered ${JSON.stringify(answered[differs ?? ''])}, kept ${JSON.stringify(kept[differs ?? ''])}`,
        );
      });
      log(`  restarted (exit code ${exitCode}): ${fmtInt(resumed)} resumed as kept, ${fmtInt(notResumed)} not`);
      return {
        at: new Date().toISOString(),
        target: target.label,
        options,
        machineBefore,
        commits,
        baseline,
        burst,
        stored,
        restart: { exitCode, resumed, notResumed, failures: resumeFailures },
      };
    } finally {
      await server.terminate('SIGTERM');
    }
  } finally {
    await signOut(db, sessions);
    await db.close();
  }
}

type Report = Awaited<ReturnType<typeof scormCommits>>;

export function printScormCommits(report: Report, print: (line: string) => void = console.log) {
  const { options, commits, baseline, burst, stored, restart } = report;
  const busy = report.machineBefore.busy;
  print(
    `\n${fmtInt(options.learners)} learners commit every ${options.interval} s for ${options.minutes} min, then all terminate at once — ${report.target}` +
      `\nmachine busy before: ${busy === null ? '–' : `${Math.round(busy * 100)} %`} (load ${report.machineBefore.loadavg[0]?.toFixed(1)})\n`,
  );
  const perCall = (cpu: number | null, calls: number, seconds: number) => fmtMsPerRequest(cpu, calls / seconds);
  // CPU per call counts every call of the phase, the duplicates sent on purpose too.
  const row = (name: string, calls: number, seconds: number, latency: LatencySummary, errors: number, cpu: ProcessTreeCpu, all = calls) => [
    name,
    fmtInt(calls),
    (calls / seconds).toFixed(1),
    fmtMs(latency.p50),
    fmtMs(latency.p95),
    fmtMs(latency.p99),
    fmtMs(latency.max),
    fmtInt(errors),
    fmtCores(cpu.servers),
    perCall(cpu.servers, all, seconds),
    perCall(cpu.postgres, all, seconds),
  ];
  printTable(
    ['phase', 'calls', 'calls/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'server CPU', 'server ms/call', 'PostgreSQL ms/call'],
    [
      row(
        'commit (paced)',
        commits.calls,
        commits.seconds,
        commits.latency,
        commits.errors,
        commits.cpu,
        commits.calls + commits.duplicates,
      ),
      row('baseline: me (same rate)', baseline.requests, baseline.seconds, baseline.latency, baseline.unexpected, baseline.cpu),
      row('terminate (all at once)', burst.calls, burst.seconds, burst.latency, burst.errors, burst.cpu),
    ],
    print,
  );
  const over = (cpu: (c: ProcessTreeCpu) => number | null) => {
    const commit = cpu(commits.cpu);
    const bare = cpu(baseline.cpu);
    if (commit === null || bare === null) return '–';
    return fmtMs(
      (commit * commits.seconds * 1000) / (commits.calls + commits.duplicates) - (bare * baseline.seconds * 1000) / baseline.requests,
    );
  };
  print(`\nA commit's own CPU over the bare call: server ${over((c) => c.servers)} ms, PostgreSQL ${over((c) => c.postgres)} ms`);
  print(
    `Duplicates sent on purpose: ${fmtInt(commits.duplicates)} commits (${fmtInt(commits.duplicatesApplied)} applied) and ${fmtInt(burst.calls)} terminates (${fmtInt(burst.resentApplied)} applied)`,
  );
  print(
    `Stored: ${fmtInt(stored.lost)} learners whose kept seq or data model is not the last sent (lost), ${fmtInt(stored.appliedMismatch)} with applied answers ≠ commits sent, ${fmtInt(stored.notTerminated)} not terminated`,
  );
  print(
    `After a restart of the server (SIGTERM, exit code ${restart.exitCode}): ${fmtInt(restart.resumed)} of ${fmtInt(options.learners)} relaunches answered the kept data model with cmi.entry = resume`,
  );
  for (const failure of [...new Set([...commits.failures, ...burst.failures, ...restart.failures])].slice(0, 10))
    print(`  failure: ${failure}`);
}

export function isClean(report: Report): boolean {
  const { commits, baseline, burst, stored, restart } = report;
  return (
    commits.errors === 0 &&
    commits.failures.length === 0 &&
    commits.duplicatesApplied === 0 &&
    baseline.unexpected === 0 &&
    burst.errors === 0 &&
    burst.failures.length === 0 &&
    burst.resentApplied === 0 &&
    stored.lost === 0 &&
    stored.appliedMismatch === 0 &&
    stored.notTerminated === 0 &&
    restart.exitCode === 0 &&
    restart.resumed === report.options.learners
  );
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      learners: { type: 'string', default: '500' },
      minutes: { type: 'string', default: '2' },
      interval: { type: 'string', default: '30' },
      duplicates: { type: 'string', default: '0.1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const options: Options = {
    learners: Number(values.learners),
    minutes: Number(values.minutes),
    interval: Number(values.interval),
    duplicates: Number(values.duplicates),
  };
  const valid =
    Number.isInteger(options.learners) &&
    options.learners >= 1 &&
    options.minutes > 0 &&
    options.interval > 0 &&
    options.duplicates >= 0 &&
    options.duplicates <= 1;
  if (!valid) return (console.error(USAGE), 2);
  const report = await scormCommits(options);
  const table: string[] = [];
  printScormCommits(report, (line) => (console.log(line), table.push(line)));
  console.log(`\n→ ${writeOutput(`scorm-commits-${options.learners}`, { ...report, table })}`);
  return isClean(report) ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
