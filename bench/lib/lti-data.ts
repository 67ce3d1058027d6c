/**
 * The data of bench/lti-scores.ts: one course with one LTI activity registered to the
 * bench's tool process, N learners enrolled with a run in progress, imported through
 * importData into the tenant a request to 127.0.0.1 lands on (a new `default` tenant
 * in an empty database). Every externalId starts with `bench-lti-`.
 */
import { WorkflowState } from '@lp/domain';
import type { Db } from '../../apps/server/src/db/client.ts';
import { importData } from '../../apps/server/src/modules/import/index.ts';
import type { StoredScore } from './lti-replay.ts';
import { HOST } from './server.ts';

export const LTI_PREFIX = 'bench-lti-';
export const LTI_COURSE = `${LTI_PREFIX}course`;
export const LTI_ACTIVITY = `${LTI_PREFIX}quiz`;
export const LTI_CLIENT_ID = 'bench-tool';
export const LTI_DEPLOYMENT_ID = 'bench';
/** The activity's maximum score: the tool's score (correct of questions) is scaled to it. */
export const LTI_MAX_SCORE = 10;
const ROOT = `${LTI_PREFIX}root`;

export const ltiLearnerId = (i: number) => `${LTI_PREFIX}learner-${i}`;
const runId = (i: number) => `${LTI_PREFIX}run-${i}`;

interface TenantRow {
  id: string;
  external_id: string;
  host: string | null;
  settings: Record<string, unknown> | null;
}

/**
 * The tenant the portal answers 127.0.0.1 with (the tenant plugin's rule, as benchTenant):
 * its externalId and settings, so the import can add the tool's origin to them.
 */
async function landingTenant(db: Db): Promise<{ externalId: string; settings: Record<string, unknown> }> {
  const rows = await db.query<TenantRow>('SELECT id, external_id, host, settings FROM tenants ORDER BY created_at');
  const tenant = rows.find((t) => t.host === HOST) ?? rows.find((t) => t.host === null) ?? rows[0];
  if (!tenant) return { externalId: 'default', settings: {} };
  if (tenant.host !== null && tenant.host !== HOST) {
    throw new Error(
      `Requests to ${HOST} land on tenant ${tenant.external_id}, served on ${tenant.host}: its LTI issuer would not be reachable here. Use another database.`,
    );
  }
  return { externalId: tenant.external_id, settings: tenant.settings ?? {} };
}

/**
 * The tenant's settings with the tool's origin among its allowed external sources; the
 * origins of the bench's earlier tool processes (http://localhost:<another port>) are
 * dropped, so the list does not grow run after run.
 */
function withToolOrigin(settings: Record<string, unknown>, toolOrigin: string): Record<string, unknown> {
  const current = Array.isArray(settings.allowedExternalSources) ? (settings.allowedExternalSources as string[]) : [];
  const kept = current.filter((source) => !/^http:\/\/localhost:\d+$/.test(source));
  return { ...settings, allowedExternalSources: [...kept, toolOrigin] };
}

/** The import file: the tool's registration, the course, N learners with a run in progress of it. */
export function ltiBenchFile(
  tenant: { externalId: string; settings: Record<string, unknown> },
  tool: { url: string; jwksUrl: string },
  learners: number,
) {
  const indices = Array.from({ length: learners }, (_, i) => i);
  return {
    tenant: { externalId: tenant.externalId, settings: withToolOrigin(tenant.settings, tool.url) },
    users: indices.map((i) => ({
      externalId: ltiLearnerId(i),
      email: `${ltiLearnerId(i)}@bench.test`,
      firstName: 'Learner',
      lastName: String(i),
    })),
    ltiTools: [
      {
        externalId: `${LTI_PREFIX}tool`,
        name: 'Bench tool',
        clientId: LTI_CLIENT_ID,
        deploymentId: LTI_DEPLOYMENT_ID,
        loginUrl: `${tool.url}/login`,
        redirectUris: [`${tool.url}/launch`],
        targetLinkUri: `${tool.url}/launch`,
        jwksUrl: tool.jwksUrl,
        customParameters: { questions: '3' },
      },
    ],
    courses: [
      {
        externalId: LTI_COURSE,
        name: 'LTI grade passback bench',
        code: 'BENCH-LTI',
        activities: [
          { externalId: ROOT, type: 'composite', name: 'LTI grade passback bench', parts: [{ activity: LTI_ACTIVITY }] },
          {
            externalId: LTI_ACTIVITY,
            type: 'lti',
            name: 'Bench quiz',
            toolUrl: `${tool.url}/launch`,
            ltiTool: `${LTI_PREFIX}tool`,
            maxScore: LTI_MAX_SCORE,
            supportLtiGrading: true,
          },
        ],
      },
    ],
    enrolments: indices.map((i) => ({ user: ltiLearnerId(i), course: LTI_COURSE })),
    workflows: indices.map((i) => ({
      externalId: runId(i),
      user: ltiLearnerId(i),
      course: LTI_COURSE,
      state: 'inProgress',
      started: '-1d',
      activities: [
        { activity: ROOT, state: 'inProgress', started: '-1d' },
        { activity: LTI_ACTIVITY, state: 'inProgress', started: '-1h' },
      ],
    })),
  };
}

/**
 * Every run of the bench's course from an earlier run, with what hangs on them (activity
 * runs, launches, lti_scores, activity and course records: ON DELETE CASCADE), so the
 * import makes each learner's run anew, in progress.
 */
async function removeRuns(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [course] = await tx.query<{ id: string; tenant_id: string }>('SELECT id, tenant_id FROM objectives WHERE external_id = $1', [
      LTI_COURSE,
    ]);
    if (!course) return 0;
    await tx.query(
      `UPDATE objective_workflow_aggregates SET last_objective_workflow_id = NULL, last_objective_record_id = NULL, last_activity_workflow_id = NULL
        WHERE tenant_id = $1 AND objective_id = $2`,
      [course.tenant_id, course.id],
    );
    const removed = await tx.query('DELETE FROM objective_workflows WHERE tenant_id = $1 AND objective_id = $2 RETURNING id', [
      course.tenant_id,
      course.id,
    ]);
    await tx.query(`DELETE FROM usage_events WHERE tenant_id = $1 AND payload->>'objectiveId' = $2`, [course.tenant_id, course.id]);
    return removed.length;
  });
}

export interface LtiLearner {
  index: number;
  externalId: string;
  userId: string;
  objectiveWorkflowId: string;
  activityWorkflowId: string;
}

export interface LtiBenchData {
  tenantId: string;
  objectiveId: string;
  activityId: string;
  learners: LtiLearner[];
  removedRuns: number;
  importMs: number;
}

/** Removes the runs of an earlier bench, imports the file, and answers the ids the bench drives. */
export async function prepareLtiData(db: Db, tool: { url: string; jwksUrl: string }, learners: number): Promise<LtiBenchData> {
  const removedRuns = await removeRuns(db);
  const summary = await importData(db, ltiBenchFile(await landingTenant(db), tool, learners));
  const rows = await db.query<{ external_id: string; user_id: string; ow: string; aw: string; objective_id: string; activity_id: string }>(
    `SELECT u.external_id, u.id AS user_id, w.id AS ow, aw.id AS aw, w.objective_id, a.id AS activity_id
       FROM objective_workflows w
       JOIN objectives o ON o.id = w.objective_id AND o.external_id = $2
       JOIN users u ON u.id = w.user_id
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id
       JOIN activities a ON a.id = aw.activity_id AND a.external_id = $3
      WHERE w.tenant_id = $1 AND u.external_id = ANY($4::text[])`,
    [summary.tenantId, LTI_COURSE, LTI_ACTIVITY, Array.from({ length: learners }, (_, i) => ltiLearnerId(i))],
  );
  const byExternalId = new Map(rows.map((r) => [r.external_id, r]));
  const list = Array.from({ length: learners }, (_, index) => {
    const row = byExternalId.get(ltiLearnerId(index));
    if (!row) throw new Error(`The import made no run of ${LTI_ACTIVITY} for ${ltiLearnerId(index)}.`);
    return { index, externalId: row.external_id, userId: row.user_id, objectiveWorkflowId: row.ow, activityWorkflowId: row.aw };
  });
  return {
    tenantId: summary.tenantId,
    objectiveId: rows[0]!.objective_id,
    activityId: rows[0]!.activity_id,
    learners: list,
    removedRuns,
    importMs: summary.durationMs,
  };
}

export interface Integrity {
  learners: number;
  /** Activity runs of the LTI activity in these learners' runs of the course (N expected: one each). */
  activityWorkflows: number;
  ltiScores: number;
  activityRecords: number;
  finished: number;
  /** Learners whose activity run has no score, no record or is not finished. */
  lost: number;
  /** Records and scores beyond one per activity run. */
  duplicated: number;
  /** Records whose normalized score is not what the tool's page said. */
  wrongScore: number;
  /**
   * Course runs at progress 1 (their one activity done) and course results written: a run
   * in progress gets its progress from a score, it finishes when the learner hands it in.
   */
  runsComplete: number;
  courseRecords: number;
  examples: string[];
}

/**
 * What the database holds for the bench's learners: one lti_scores row and one activity
 * record per activity run, the run finished with the normalized score the tool showed
 * (`expected`: activity workflow id → correct / questions).
 */
export async function checkIntegrity(db: Db, data: LtiBenchData, expected: Map<string, number>): Promise<Integrity> {
  const userIds = data.learners.map((l) => l.userId);
  const rows = await db.query<{
    aw: string;
    state: number;
    run_progress: number;
    scores: number;
    records: number;
    normalized: number | null;
    results: number;
  }>(
    `SELECT aw.id AS aw, aw.state, w.progress AS run_progress,
            (SELECT count(*)::int FROM lti_scores s WHERE s.activity_workflow_id = aw.id) AS scores,
            (SELECT count(*)::int FROM activity_records r WHERE r.activity_workflow_id = aw.id) AS records,
            (SELECT max(r.normalized_score) FROM activity_records r WHERE r.activity_workflow_id = aw.id) AS normalized,
            (SELECT count(*)::int FROM objective_records o WHERE o.objective_workflow_id = w.id) AS results
       FROM objective_workflows w JOIN activity_workflows aw ON aw.objective_workflow_id = w.id AND aw.activity_id = $3
      WHERE w.tenant_id = $1 AND w.objective_id = $2 AND w.user_id = ANY($4::uuid[])`,
    [data.tenantId, data.objectiveId, data.activityId, userIds],
  );
  const examples: string[] = [];
  const note = (line: string) => examples.length < 10 && examples.push(line);
  let lost = 0;
  let duplicated = 0;
  let wrongScore = 0;
  const seen = new Set(rows.map((r) => r.aw));
  for (const learner of data.learners) {
    if (!seen.has(learner.activityWorkflowId)) {
      lost++;
      note(`${learner.externalId}: its activity run is gone`);
    }
  }
  for (const r of rows) {
    duplicated += Math.max(0, r.scores - 1) + Math.max(0, r.records - 1);
    if (r.scores === 0 || r.records === 0 || r.state !== WorkflowState.finished) {
      lost++;
      note(`activity run ${r.aw}: ${r.scores} scores, ${r.records} records, state ${r.state}`);
      continue;
    }
    const want = expected.get(r.aw);
    if (want === undefined || r.normalized === null || Math.abs(r.normalized - want) > 1e-9) {
      wrongScore++;
      note(`activity run ${r.aw}: normalized score ${r.normalized}, the tool showed ${want}`);
    }
  }
  if (rows.length > data.learners.length) duplicated += rows.length - data.learners.length;
  return {
    learners: data.learners.length,
    activityWorkflows: rows.length,
    ltiScores: rows.reduce((n, r) => n + r.scores, 0),
    activityRecords: rows.reduce((n, r) => n + r.records, 0),
    finished: rows.filter((r) => r.state === WorkflowState.finished).length,
    lost,
    duplicated,
    wrongScore,
    runsComplete: rows.filter((r) => r.run_progress === 1).length,
    courseRecords: rows.reduce((n, r) => n + r.results, 0),
    examples,
  };
}

/** The stored score of each learner, as the platform keeps it (to post the same payload again). */
export async function storedScores(db: Db, learners: LtiLearner[]) {
  return db.query<StoredScore & { received_at: Date }>(
    `SELECT w.user_id, s.score_given, s.score_maximum, s.activity_progress, s.grading_progress, s.comment, s.timestamp, s.received_at
       FROM lti_scores s JOIN activity_workflows aw ON aw.id = s.activity_workflow_id JOIN objective_workflows w ON w.id = aw.objective_workflow_id
      WHERE s.activity_workflow_id = ANY($1::uuid[])`,
    [learners.map((l) => l.activityWorkflowId)],
  );
}
