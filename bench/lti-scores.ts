/**
 * LTI grade passback under load (issue 11 "Measured"): N learners launch the bundled LTI
 * tool (a separate process speaking the real protocol) from one course's LTI activity,
 * then all of them submit the tool's quiz within a window, each submit making the tool
 * post a score to the portal's AGS score service. Reports scores per second and the
 * latency of the submits (the learner's wait: the tool's work and its score POST) and of
 * the score POSTs as the portal handled them; then checks the database (one score, one
 * record per learner, the activity finished with the score the tool showed: 0 lost, 0
 * duplicated), drives a retry storm (the tool's submit again, the same score payload
 * posted again to the portal) and checks the counts again.
 *
 *   node --import tsx bench/lti-scores.ts [--db pglite|postgres] [--learners 500] [--window 30] [--concurrency 50] [--retries 50]
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnLtiTool } from '../peers/lti-tool/src/spawn.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { answersOf, launchQuiz, submitQuiz, type Quiz, type Submitted } from './lib/lti-browser.ts';
import {
  checkIntegrity,
  LTI_CLIENT_ID,
  LTI_DEPLOYMENT_ID,
  prepareLtiData,
  storedScores,
  type Integrity,
  type LtiLearner,
} from './lib/lti-data.ts';
import { repostScore, toolAccessToken } from './lib/lti-replay.ts';
import { machineBusy, startCpuProbe } from './lib/probe.ts';
import { fmtInt, fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { signInByExternalId, signOut } from './lib/sessions.ts';
import { databaseOf, openTarget, repoRoot, targetOf } from './lib/target.ts';

const USAGE = `Usage: node --import tsx bench/lti-scores.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --learners N           learners who launch the tool and post a score (default 500)
  --window S             seconds over which their submits arrive at a fixed rate; 0: as fast as --concurrency allows (default 30)
  --concurrency N        launches in flight at once, and submits with --window 0 (default 50)
  --retries N            learners of the retry storm (default 50)`;

/** The tool's signing key: the bench's own file, so the retry storm can sign as the tool does. */
const TOOL_KEY_FILE = join(repoRoot, '.cache/bench-lti-tool-key.json');

export interface Options {
  db?: string | undefined;
  learners: number;
  windowSeconds: number;
  concurrency: number;
  retries: number;
}

interface Sample {
  ms: number;
  status: number;
}

/**
 * The portal's own handling of the tools' calls: from the request's arrival at its HTTP
 * server to the last byte of the answer, for score POSTs and token requests, per phase.
 */
function watchPortal(server: { on(event: 'request', listener: (req: IncomingMessage, res: ServerResponse) => void): unknown }) {
  const phases = new Map<string, { scores: Sample[]; tokens: Sample[] }>();
  let phase = 'setup';
  const bucket = () => phases.get(phase) ?? phases.set(phase, { scores: [], tokens: [] }).get(phase)!;
  server.on('request', (req, res) => {
    if (req.method !== 'POST') return;
    const path = (req.url ?? '').split('?')[0]!;
    const kind = path.endsWith('/scores') ? 'scores' : path.endsWith('/grading/token') ? 'tokens' : undefined;
    if (!kind) return;
    const start = performance.now();
    const into = bucket()[kind];
    res.once('finish', () => into.push({ ms: performance.now() - start, status: res.statusCode }));
  });
  return {
    phase: (name: string) => {
      phase = name;
      return bucket();
    },
  };
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function ltiScores(options: Options) {
  const target = targetOf(options.db);
  const db = await openTarget(target);
  const failures: string[] = [];
  const fail = (who: string, error: unknown) => failures.push(`${who}: ${(error as Error).message}`);
  try {
    await migrate(db);
    // No request reaches the portal before the import, so its tenant cache sees the tool's origin.
    const { app, url: portal } = await startServer(db);
    const tool = await spawnLtiTool({
      port: 0,
      platforms: [{ issuer: portal, clientId: LTI_CLIENT_ID, deploymentId: LTI_DEPLOYMENT_ID }],
      keyFile: TOOL_KEY_FILE,
    });
    let sessions: Awaited<ReturnType<typeof signInByExternalId>> = [];
    try {
      const data = await prepareLtiData(db, tool, options.learners);
      console.log(
        `${target.label}: ${fmtInt(options.learners)} learners in bench-lti-course (import ${fmtInt(data.importMs)} ms, ${data.removedRuns} runs of an earlier bench removed); portal ${portal}, tool ${tool.url}`,
      );
      sessions = await signInByExternalId(
        db,
        data.tenantId,
        data.learners.map((l) => l.externalId),
      );
      const portalCalls = watchPortal(app.server);

      // Launch phase: every learner opens the activity (not the score measure; its rate is reported).
      portalCalls.phase('launch');
      const quizzes = new Map<LtiLearner, Quiz>();
      const launchMs: number[] = [];
      const stepMs: Record<string, number[]> = { resourceLink: [], login: [], authorize: [], launch: [] };
      const launchStart = performance.now();
      await inPool(data.learners, options.concurrency, async (learner) => {
        const started = performance.now();
        try {
          const { quiz, ms } = await launchQuiz(
            portal,
            sessions[learner.index]!.token,
            learner.objectiveWorkflowId,
            learner.activityWorkflowId,
          );
          launchMs.push(performance.now() - started);
          for (const [step, value] of Object.entries(ms)) stepMs[step]!.push(value);
          quizzes.set(learner, quiz);
        } catch (error) {
          fail(`launch of ${learner.externalId}`, error);
        }
        if (process.stdout.isTTY && (launchMs.length + failures.length) % 100 === 0)
          process.stdout.write(`  launched ${launchMs.length} of ${options.learners}\r`);
      });
      const launchSeconds = (performance.now() - launchStart) / 1000;
      console.log(
        `Launch phase: ${fmtInt(quizzes.size)} of ${fmtInt(options.learners)} in ${launchSeconds.toFixed(1)} s (${(quizzes.size / launchSeconds).toFixed(1)} launches/s)`,
      );

      // Score phase (timed): every launched learner submits, at a fixed arrival rate over the window.
      const launched = data.learners.filter((l) => quizzes.has(l));
      const machineBefore = await machineBusy();
      const scoreCalls = portalCalls.phase('score');
      const submitMs: number[] = [];
      const shown = new Map<string, Submitted>();
      let submitErrors = 0;
      const submitOne = async (learner: LtiLearner) => {
        const started = performance.now();
        try {
          const result = await submitQuiz(tool.url, answersOf(quizzes.get(learner)!, learner.index));
          submitMs.push(performance.now() - started);
          shown.set(learner.activityWorkflowId, result);
        } catch (error) {
          submitErrors++;
          fail(`submit of ${learner.externalId}`, error);
        }
      };
      const probe = startCpuProbe(tool.process.pid, target.kind === 'postgres' ? databaseOf(target.databaseUrl).name : undefined);
      const scoreStart = performance.now();
      if (options.windowSeconds > 0) {
        const gap = (options.windowSeconds * 1000) / Math.max(1, launched.length);
        const pending: Promise<void>[] = [];
        for (const [i, learner] of launched.entries()) {
          await sleep(Math.max(0, scoreStart + i * gap - performance.now()));
          pending.push(submitOne(learner));
        }
        await Promise.all(pending);
      } else {
        await inPool(launched, options.concurrency, submitOne);
      }
      const scoreSeconds = (performance.now() - scoreStart) / 1000;
      const cpu = probe.stop();
      const scoreSamples = [...scoreCalls.scores];
      const tokenSamples = [...scoreCalls.tokens];

      const expected = new Map([...shown].map(([aw, s]) => [aw, s.correct / s.of]));
      const afterScores = await checkIntegrity(db, data, expected);

      // Retry storm 1: the tool's submit again, twice at once, for `retries` learners: the tool posts nothing.
      const storm = launched.slice(0, options.retries);
      const resubmitCalls = portalCalls.phase('resubmit');
      let resubmitMismatches = 0;
      await inPool(storm, options.concurrency, async (learner) => {
        const form = answersOf(quizzes.get(learner)!, learner.index);
        const answers = await Promise.allSettled([submitQuiz(tool.url, form), submitQuiz(tool.url, form)]);
        for (const answer of answers) {
          const first = shown.get(learner.activityWorkflowId);
          if (answer.status === 'rejected') fail(`resubmit of ${learner.externalId}`, answer.reason);
          if (answer.status === 'rejected' || !first || answer.value.correct !== first.correct) resubmitMismatches++;
        }
      });

      // Retry storm 2: the very payload stored for each of them posted again to the portal, with a token of the tool's.
      const before = await storedScores(db, storm);
      const repostCalls = portalCalls.phase('repost');
      const token = await toolAccessToken(portal, TOOL_KEY_FILE, LTI_CLIENT_ID);
      const repostStatuses: number[] = [];
      await inPool(before, options.concurrency, async (stored) => {
        try {
          repostStatuses.push(await repostScore(portal, token, data.objectiveId, data.activityId, stored));
        } catch (error) {
          fail(`repost for ${stored.user_id}`, error);
        }
      });
      const after = await storedScores(db, storm);
      const receivedBefore = new Map(before.map((s) => [s.user_id, s.received_at.getTime()]));
      const changedByRepost = after.filter((s) => receivedBefore.get(s.user_id) !== s.received_at.getTime()).length;
      const afterRetries = await checkIntegrity(db, data, expected);

      return {
        at: new Date().toISOString(),
        target: target.label,
        options,
        machineBefore,
        launch: {
          launched: quizzes.size,
          seconds: launchSeconds,
          perSecond: quizzes.size / launchSeconds,
          ms: percentiles(launchMs),
          steps: Object.fromEntries(Object.entries(stepMs).map(([k, v]) => [k, percentiles(v)])),
        },
        score: {
          submitted: submitMs.length,
          errors: submitErrors,
          seconds: scoreSeconds,
          perSecond: submitMs.length / scoreSeconds,
          submit: percentiles(submitMs),
          portalScores: {
            ...percentiles(scoreSamples.filter((s) => s.status === 204).map((s) => s.ms)),
            status204: scoreSamples.filter((s) => s.status === 204).length,
            other: scoreSamples.filter((s) => s.status !== 204).length,
          },
          portalTokens: { requests: tokenSamples.length, ms: percentiles(tokenSamples.map((s) => s.ms)) },
          cpu,
        },
        retries: {
          learners: storm.length,
          resubmits: storm.length * 2,
          resubmitMismatches,
          scorePostsByResubmits: resubmitCalls.scores.length,
          reposts: repostStatuses.length,
          repost204: repostStatuses.filter((s) => s === 204).length,
          repostOther: repostStatuses.filter((s) => s !== 204).length,
          repostTokenRequests: repostCalls.tokens.length,
          storedScoresChangedByRepost: changedByRepost,
        },
        integrity: { afterScores, afterRetries },
        failures,
      };
    } finally {
      await tool.stop();
      await app.close();
      await signOut(db, sessions);
    }
  } finally {
    await db.close();
  }
}

type Report = Awaited<ReturnType<typeof ltiScores>>;

function printReport(report: Report) {
  const { options, launch, score, retries } = report;
  const row = (name: string, p: ReturnType<typeof percentiles>, errors: number | string) => [
    name,
    fmtInt(p.n),
    fmtMs(p.p50),
    fmtMs(p.p95),
    fmtMs(p.p99),
    fmtMs(p.max),
    String(errors),
  ];
  const window = options.windowSeconds > 0 ? `over ${options.windowSeconds} s` : `as fast as possible (${options.concurrency} at once)`;
  console.log(`\n${fmtInt(options.learners)} learners post a score ${window} — ${report.target}`);
  printTable(
    ['call', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    [
      row('launch (4 requests)', launch.ms, options.learners - launch.launched),
      ...Object.entries(launch.steps).map(([step, p]) => row(`  ${step}`, p, '')),
      row('submit → score posted', score.submit, score.errors),
      row('  portal: score POST', score.portalScores, score.portalScores.other),
      row('  portal: token', score.portalTokens.ms, ''),
    ],
  );
  console.log(
    `Launches: ${launch.perSecond.toFixed(1)}/s (${launch.seconds.toFixed(1)} s). Scores: ${fmtInt(score.submitted)} in ${score.seconds.toFixed(1)} s = ${score.perSecond.toFixed(1)} scores/s`,
  );
  const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);
  console.log(
    `CPU during the score phase: portal + learners ${pct(score.cpu.server)} (event loop ${pct(score.cpu.serverEventLoop)}), tool ${pct(score.cpu.driver)}, PostgreSQL ${pct(score.cpu.postgres)}, machine ${pct(score.cpu.machine)} of ${score.cpu.cores * 100} % (before: ${pct(report.machineBefore.busy === null ? null : report.machineBefore.busy * score.cpu.cores)})`,
  );
  const perScore = (cores: number | null) =>
    cores === null || score.submitted === 0 ? '–' : `${fmtMs((cores * score.seconds * 1000) / score.submitted)} ms`;
  console.log(
    `CPU per score: portal + learners ${perScore(score.cpu.server)}, tool ${perScore(score.cpu.driver)}, PostgreSQL ${perScore(score.cpu.postgres)}`,
  );
  const integrity = (name: string, i: Integrity) => [
    name,
    fmtInt(i.activityWorkflows),
    fmtInt(i.ltiScores),
    fmtInt(i.activityRecords),
    fmtInt(i.finished),
    fmtInt(i.lost),
    fmtInt(i.duplicated),
    fmtInt(i.wrongScore),
    fmtInt(i.runsComplete),
  ];
  console.log('');
  printTable(
    ['database', 'activity runs', 'lti_scores', 'records', 'finished', 'lost', 'duplicated', 'wrong score', 'course runs at 100 %'],
    [integrity('after the scores', report.integrity.afterScores), integrity('after the retries', report.integrity.afterRetries)],
  );
  console.log(
    `Retry storm (${retries.learners} learners): ${retries.resubmits} tool resubmits (2 at once each) → ${retries.scorePostsByResubmits} score POSTs, ${retries.resubmitMismatches} other results; ` +
      `${retries.reposts} identical payloads reposted to the portal → ${retries.repost204} × 204, ${retries.repostOther} other, ${retries.storedScoresChangedByRepost} stored scores changed`,
  );
  for (const line of [...report.integrity.afterRetries.examples, ...new Set(report.failures)].slice(0, 10)) console.log(`  ${line}`);
}

/** Lost, duplicated or wrong scores, or a retry that was counted, or any failed request. */
export function isClean(report: Report): boolean {
  const { afterScores, afterRetries } = report.integrity;
  const n = report.options.learners;
  const whole = (i: Integrity) => i.lost === 0 && i.duplicated === 0 && i.wrongScore === 0 && i.ltiScores === n && i.activityRecords === n;
  const r = report.retries;
  return (
    whole(afterScores) &&
    whole(afterRetries) &&
    report.failures.length === 0 &&
    r.scorePostsByResubmits === 0 &&
    r.repostOther === 0 &&
    r.storedScoresChangedByRepost === 0 &&
    r.resubmitMismatches === 0
  );
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      learners: { type: 'string', default: '500' },
      window: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '50' },
      retries: { type: 'string', default: '50' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const options: Options = {
    db: values.db,
    learners: Number(values.learners),
    windowSeconds: Number(values.window),
    concurrency: Number(values.concurrency),
    retries: Number(values.retries),
  };
  const counts = [options.learners, options.concurrency, options.retries];
  if (
    !counts.every((n) => Number.isInteger(n) && n >= 0) ||
    options.learners < 1 ||
    options.concurrency < 1 ||
    !(options.windowSeconds >= 0)
  ) {
    console.error(USAGE);
    return 2;
  }
  const report = await ltiScores(options);
  printReport(report);
  console.log(`\n→ ${writeOutput(`lti-scores-${report.target.startsWith('PGlite') ? 'pglite' : 'postgres'}`, report)}`);
  const clean = isClean(report);
  if (!clean) console.log('NOT CLEAN: a score was lost, duplicated or wrong, a retry counted, or a request failed (see above).');
  return clean ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
