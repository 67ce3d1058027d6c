/**
 * Team submissions under load (issue 12 "Measured"): a class of learners in teams of three
 * submits a team activity within a window, every member of a team clicking at the same
 * moment (the teams' moments spread evenly over the window). Each click is the real
 * finish-activity-workflows call through the HTTP server; the team is submitted once, for
 * all its members (decision 0020). Reports p50/p95/p99 of the clicks and checks the
 * database: exactly one group submission per team, one member record per learner.
 *
 * Its own data (apps/server/src/modules/teams/team-fixture.ts) through the import, on a
 * database of its own; each run first puts the class back where it was (nothing opened).
 *
 *   DATA_DIR=.cache/bench-team node --import tsx bench/team-submit.ts --db pglite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/lp_bench_team node --import tsx bench/team-submit.ts --db postgres
 */
import { parseArgs } from 'node:util';
import { REQUESTED_WITH_HEADER, SESSION_COOKIE, WORKFLOW_PATHS } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import type { Db } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importData } from '../apps/server/src/modules/import/index.ts';
import { teamFixture, teamUser } from '../apps/server/src/modules/teams/team-fixture.ts';
import { fmtInt, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { benchTenant, signInByExternalId, signOut } from './lib/sessions.ts';
import { openTarget, targetOf } from './lib/target.ts';

const USAGE = `Usage: node --import tsx bench/team-submit.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --teams N              teams (default 100)
  --size N               learners per team (default 3)
  --window S             seconds over which the teams submit (default 10)`;

const PREFIX = 'bench-team';
/** Nobody signs in with a password here (sessions are made directly): any well-formed hash will do. */
const HASH = 'scrypt$YmVuY2g=$YmVuY2g=';

interface Sample {
  team: number;
  ms: number;
  status: number;
  body: string;
}

async function prepare(db: Db, teams: number, size: number) {
  await migrate(db);
  await importData(db, teamFixture({ prefix: PREFIX, teams, size, passwordHash: HASH }));
  const tenantId = await benchTenant(db);
  const [part] = await db.query<{ id: string; objective_id: string }>(
    `SELECT p.id, o.id AS objective_id FROM activity_parts p JOIN activities a ON a.id = p.child_activity_id
       JOIN objectives o ON o.external_id = $2 WHERE a.external_id = $1`,
    [`${PREFIX}.task`, `${PREFIX}-course`],
  );
  if (!part) throw new Error('The team course was not imported.');
  // Back to the start: nobody has opened the team task, no team has submitted it.
  await db.transaction(async (tx) => {
    await tx.query('UPDATE objective_workflow_aggregates SET last_activity_workflow_id = NULL WHERE objective_id = $1', [
      part.objective_id,
    ]);
    await tx.query('DELETE FROM activity_workflows WHERE activity_part_id = $1', [part.id]);
    await tx.query(
      'UPDATE group_activity_workflows SET state = $2, submitted = NULL, finished = NULL, submitted_by = NULL WHERE activity_part_id = $1',
      [part.id, WorkflowState.inProgress],
    );
    await tx.query('UPDATE objective_workflows SET progress = 0 WHERE objective_id = $1', [part.objective_id]);
  });
  return { tenantId, partId: part.id, objectiveId: part.objective_id };
}

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function teamSubmit(options: { db?: string | undefined; teams: number; size: number; windowSeconds: number }) {
  const target = targetOf(options.db);
  const db = await openTarget(target);
  try {
    const { tenantId, partId, objectiveId } = await prepare(db, options.teams, options.size);
    const members = Array.from({ length: options.teams }, (_, t) => Array.from({ length: options.size }, (_, m) => teamUser(PREFIX, t, m)));
    const sessions = await signInByExternalId(db, tenantId, members.flat());
    const runOf = new Map(
      (
        await db.query<{ user_id: string; id: string }>(
          'SELECT user_id, id FROM objective_workflows WHERE objective_id = $1 AND state = $2',
          [objectiveId, WorkflowState.inProgress],
        )
      ).map((r) => [r.user_id, r.id]),
    );
    const { app, url } = await startServer(db);
    try {
      // Every member opens the task first (not measured): each holds an activity workflow to submit.
      const opened = new Map<string, string>();
      await pool(sessions, 10, async (s) => {
        const res = await post(url + WORKFLOW_PATHS.startActivityWorkflows, s.token, {
          objectiveWorkflowId: runOf.get(s.userId),
          activityPartIds: [partId],
        });
        if (res.status !== 200) throw new Error(`start: ${res.status} ${res.body.slice(0, 200)}`);
        opened.set(s.userId, (JSON.parse(res.body) as { data: { id: string }[] }).data[0]!.id);
      });
      console.log(
        `${target.label}: ${fmtInt(sessions.length)} learners in ${fmtInt(options.teams)} teams of ${options.size} opened the team task`,
      );

      // The window: team t's members all click at t·window/teams, at the same moment.
      const samples: Sample[] = [];
      const began = performance.now();
      await Promise.all(
        members.map(async (team, t) => {
          await new Promise((resolve) => setTimeout(resolve, (t * options.windowSeconds * 1000) / options.teams));
          await Promise.all(
            team.map(async (_, m) => {
              const s = sessions[t * options.size + m]!;
              const start = performance.now();
              const res = await post(url + WORKFLOW_PATHS.finishActivityWorkflows, s.token, {
                objectiveWorkflowId: runOf.get(s.userId),
                activityWorkflowIds: [opened.get(s.userId)],
              });
              samples.push({
                team: t,
                ms: performance.now() - start,
                status: res.status,
                body: res.status === 200 ? '' : res.body.slice(0, 200),
              });
            }),
          );
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      return { at: new Date().toISOString(), target: target.label, options, seconds, samples, check: await check(db, partId, objectiveId) };
    } finally {
      await app.close();
      await signOut(db, sessions);
    }
  } finally {
    await db.close();
  }
}

/** What the database holds afterwards: group submissions, member workflows and records, runs moved on. */
async function check(db: Db, partId: string, objectiveId: string) {
  const [row] = await db.query<{
    submitted_teams: number;
    open_teams: number;
    finished_workflows: number;
    member_records: number;
    learners_with_record: number;
    runs_moved: number;
  }>(
    `SELECT (SELECT count(*)::int FROM group_activity_workflows WHERE activity_part_id = $1 AND state = $3 AND submitted_by IS NOT NULL) AS submitted_teams,
            (SELECT count(*)::int FROM group_activity_workflows WHERE activity_part_id = $1 AND state <> $3) AS open_teams,
            (SELECT count(*)::int FROM activity_workflows WHERE activity_part_id = $1 AND state = $3) AS finished_workflows,
            (SELECT count(*)::int FROM activity_records r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id WHERE aw.activity_part_id = $1) AS member_records,
            (SELECT count(DISTINCT w.user_id)::int FROM activity_records r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id
               JOIN objective_workflows w ON w.id = aw.objective_workflow_id WHERE aw.activity_part_id = $1) AS learners_with_record,
            (SELECT count(*)::int FROM objective_workflows WHERE objective_id = $2 AND progress > 0) AS runs_moved`,
    [partId, objectiveId, WorkflowState.finished],
  );
  return row!;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

export function printTeamSubmit(report: Awaited<ReturnType<typeof teamSubmit>>) {
  const { options, samples, check } = report;
  const ok = samples.filter((s) => s.status === 200);
  const p = percentiles(ok.map((s) => s.ms));
  const learners = options.teams * options.size;
  console.log(
    `\n${fmtInt(learners)} learners in ${fmtInt(options.teams)} teams of ${options.size}, every member at once, over ${options.windowSeconds} s — ${report.target}, done in ${report.seconds.toFixed(1)} s`,
  );
  printTable(
    ['call', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    [
      [
        'finish-activity-workflows (team)',
        fmtInt(p.n),
        fmtMs(p.p50),
        fmtMs(p.p95),
        fmtMs(p.p99),
        fmtMs(p.max),
        fmtInt(samples.length - ok.length),
      ],
    ],
  );
  console.log(
    `Group submissions ${fmtInt(check.submitted_teams)} (expected ${fmtInt(options.teams)}), teams still open ${fmtInt(check.open_teams)}`,
  );
  console.log(
    `Member workflows finished ${fmtInt(check.finished_workflows)}, member records ${fmtInt(check.member_records)} for ${fmtInt(check.learners_with_record)} learners (expected ${fmtInt(learners)}), runs moved on ${fmtInt(check.runs_moved)}`,
  );
  for (const failure of [...new Set(samples.filter((s) => s.status !== 200).map((s) => `${s.status} ${s.body}`))].slice(0, 10))
    console.log(`  failure: ${failure}`);
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      teams: { type: 'string', default: '100' },
      size: { type: 'string', default: '3' },
      window: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const teams = Number(values.teams);
  const size = Number(values.size);
  const windowSeconds = Number(values.window);
  if (!Number.isInteger(teams) || teams < 1 || !Number.isInteger(size) || size < 1 || !(windowSeconds > 0)) {
    console.error(USAGE);
    return 2;
  }
  const report = await teamSubmit({ db: values.db, teams, size, windowSeconds });
  printTeamSubmit(report);
  console.log(`\n→ ${writeOutput(`team-submit-${teams}x${size}-${windowSeconds}s`, report)}`);
  const learners = teams * size;
  const { check } = report;
  const clean =
    report.samples.every((s) => s.status === 200) &&
    check.submitted_teams === teams &&
    check.open_teams === 0 &&
    check.member_records === learners &&
    check.learners_with_record === learners;
  return clean ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
