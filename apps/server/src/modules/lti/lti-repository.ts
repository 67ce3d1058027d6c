import type { JWK } from 'jose';
import type { Queryable } from '../../db/client.ts';
import { AGGREGATES_FROM, LAST_RUN_AND_RECORD_JOINS } from '../../data/runs.ts';
import type { LtiDocumentTarget, LtiMessageType } from '@lp/contract/lti';

/** A tool registered with a tenant (the import's `ltiTools`). */
export interface ToolRow {
  id: string;
  tenant_id: string;
  name: string;
  client_id: string;
  deployment_id: string;
  login_url: string;
  redirect_uris: string[];
  target_link_uri: string;
  jwks_url: string | null;
  public_jwk: JWK | null;
  custom_parameters: Record<string, string>;
  messages: string[];
  scopes: string[];
  share_name: boolean;
  share_email: boolean;
}

const TOOL_COLUMNS = `t.id, t.tenant_id, t.name, t.client_id, t.deployment_id, t.login_url, t.redirect_uris, t.target_link_uri, t.jwks_url,
  t.public_jwk, t.custom_parameters, t.messages, t.scopes, t.share_name, t.share_email`;

export async function findToolByClientId(db: Queryable, tenantId: string, clientId: string): Promise<ToolRow | undefined> {
  const [row] = await db.query<ToolRow>(`SELECT ${TOOL_COLUMNS} FROM lti_tools t WHERE t.tenant_id = $1 AND t.client_id = $2`, [
    tenantId,
    clientId,
  ]);
  return row;
}

export async function findToolById(db: Queryable, toolId: string): Promise<ToolRow | undefined> {
  const [row] = await db.query<ToolRow>(`SELECT ${TOOL_COLUMNS} FROM lti_tools t WHERE t.id = $1`, [toolId]);
  return row;
}

/** An LTI activity as a launch needs it: its tool and what it adds to the launch. */
export interface LtiActivityRow {
  id: string;
  name: string;
  type: string;
  tool_url: string | null;
  lti_tool_id: string | null;
  custom_parameters: Record<string, string> | null;
  document_target: string | null;
  max_score: number;
  support_lti_grading: boolean;
  proctored: boolean;
  /** `Lti13`, or `Lti11` for an activity imported as an LTI 1.1 link (which the portal cannot launch). */
  file_type: string | null;
}

export async function findLtiActivity(db: Queryable, activityId: string): Promise<LtiActivityRow | undefined> {
  const [row] = await db.query<LtiActivityRow>(
    `SELECT id, name, type, tool_url, lti_tool_id, content->'customParameters' AS custom_parameters,
            document_target, max_score, support_lti_grading, proctored, file_type
       FROM activities WHERE id = $1`,
    [activityId],
  );
  return row;
}

export interface LaunchRow {
  id: string;
  tenant_id: string;
  user_id: string;
  tool_id: string;
  objective_workflow_id: string;
  activity_workflow_id: string;
  message_type: LtiMessageType;
  document_target: LtiDocumentTarget;
  locale: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertLaunch(db: Queryable, launch: Omit<LaunchRow, 'used_at'> & { created_at: Date }) {
  await db.query(
    `INSERT INTO lti_launches (id, tenant_id, user_id, tool_id, objective_workflow_id, activity_workflow_id, message_type, document_target, locale, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      launch.id,
      launch.tenant_id,
      launch.user_id,
      launch.tool_id,
      launch.objective_workflow_id,
      launch.activity_workflow_id,
      launch.message_type,
      launch.document_target,
      launch.locale,
      launch.created_at,
      launch.expires_at,
    ],
  );
  // Old launches are of no use to anyone: each new one sweeps those long expired.
  await db.query("DELETE FROM lti_launches WHERE expires_at < now() - interval '1 day'");
}

const LAUNCH_COLUMNS =
  'id, tenant_id, user_id, tool_id, objective_workflow_id, activity_workflow_id, message_type, document_target, locale, expires_at, used_at';

export async function findLaunch(db: Queryable, tenantId: string, launchId: string): Promise<LaunchRow | undefined> {
  const [row] = await db.query<LaunchRow>(`SELECT ${LAUNCH_COLUMNS} FROM lti_launches WHERE id = $1 AND tenant_id = $2`, [
    launchId,
    tenantId,
  ]);
  return row;
}

/** The caller's newest launch not used yet of any of these activity workflows of a run (resource-form). */
export async function findOpenLaunch(
  db: Queryable,
  tenantId: string,
  userId: string,
  owId: string,
  awIds: readonly string[],
  now: Date,
): Promise<LaunchRow | undefined> {
  const [row] = await db.query<LaunchRow>(
    `SELECT ${LAUNCH_COLUMNS} FROM lti_launches
      WHERE tenant_id = $1 AND user_id = $2 AND objective_workflow_id = $3 AND activity_workflow_id = ANY($4::uuid[]) AND used_at IS NULL AND expires_at > $5
      ORDER BY created_at DESC LIMIT 1`,
    [tenantId, userId, owId, awIds, now],
  );
  return row;
}

/**
 * Spends a launch on one id_token: only an unused, unexpired launch is claimed, once, with
 * the nonce the tool sent (unique per tool, so a nonce is never signed twice). False when
 * another request got there first or the nonce was used before.
 */
export async function claimLaunch(db: Queryable, launchId: string, nonce: string, now: Date): Promise<boolean> {
  try {
    const rows = await db.query<{ id: string }>(
      `UPDATE lti_launches SET used_at = $3, nonce = $2
        WHERE id = $1 AND used_at IS NULL AND expires_at > $3
          AND NOT EXISTS (SELECT 1 FROM lti_launches other WHERE other.tool_id = lti_launches.tool_id AND other.nonce = $2)
        RETURNING id`,
      [launchId, nonce, now],
    );
    return rows.length === 1;
  } catch (error) {
    // Two launches racing with one nonce: the unique index lets one through.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Records a client assertion's jti; false when it was spent already (a replay). */
export async function spendAssertion(db: Queryable, toolId: string, jti: string, expiresAt: Date): Promise<boolean> {
  await db.query('DELETE FROM lti_used_assertions WHERE expires_at < now()');
  const rows = await db.query<{ jti: string }>(
    'INSERT INTO lti_used_assertions (tool_id, jti, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING jti',
    [toolId, jti, expiresAt],
  );
  return rows.length === 1;
}

export async function insertAccessToken(db: Queryable, token: { hash: string; toolId: string; scopes: string[]; expiresAt: Date }) {
  await db.query('DELETE FROM lti_access_tokens WHERE expires_at < now()');
  await db.query('INSERT INTO lti_access_tokens (token_hash, tool_id, scopes, expires_at) VALUES ($1, $2, $3, $4)', [
    token.hash,
    token.toolId,
    token.scopes,
    token.expiresAt,
  ]);
}

export async function findAccessToken(
  db: Queryable,
  hash: string,
  now: Date,
): Promise<{ tool_id: string; tenant_id: string; scopes: string[] } | undefined> {
  const [row] = await db.query<{ tool_id: string; tenant_id: string; scopes: string[] }>(
    `SELECT k.tool_id, t.tenant_id, k.scopes FROM lti_access_tokens k JOIN lti_tools t ON t.id = k.tool_id WHERE k.token_hash = $1 AND k.expires_at > $2`,
    [hash, now],
  );
  return row;
}

/** The learner, course and activity of a launch, as its id_token tells them. */
export interface LaunchSubjectRow {
  first_name: string;
  last_name: string;
  email: string | null;
  objective_id: string;
  code: string | null;
  course_name: string;
  activity_id: string;
  activity_name: string;
  tool_url: string | null;
  custom_parameters: Record<string, string> | null;
  activity_part_id: string | null;
  duration: number | null;
}

export async function findLaunchSubject(db: Queryable, launch: LaunchRow): Promise<LaunchSubjectRow | undefined> {
  const [row] = await db.query<LaunchSubjectRow>(
    `SELECT u.first_name, u.last_name, u.email, o.id AS objective_id, o.code, o.name AS course_name,
            a.id AS activity_id, a.name AS activity_name, a.tool_url, a.content->'customParameters' AS custom_parameters,
            aw.activity_part_id, a.duration
       FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN objectives o ON o.id = w.objective_id
       JOIN activities a ON a.id = aw.activity_id
       JOIN users u ON u.id = w.user_id
      WHERE aw.id = $1 AND w.id = $2 AND w.user_id = $3`,
    [launch.activity_workflow_id, launch.objective_workflow_id, launch.user_id],
  );
  return row;
}

/** The LTI activities of a course launched with one tool: its line items (one per activity). */
export interface LineItemRow {
  activity_id: string;
  name: string;
  max_score: number;
}

export async function findLineItems(
  db: Queryable,
  tenantId: string,
  objectiveId: string,
  toolId: string,
  activityId?: string,
): Promise<LineItemRow[]> {
  return db.query<LineItemRow>(
    `WITH RECURSIVE course(activity_id) AS (
       SELECT o.activity_id FROM objectives o WHERE o.id = $1 AND o.tenant_id = $2
       UNION SELECT p.child_activity_id FROM activity_parts p JOIN course ON p.parent_activity_id = course.activity_id
     )
     SELECT a.id AS activity_id, a.name, a.max_score FROM activities a JOIN course ON course.activity_id = a.id
      WHERE a.type = 'lti' AND a.lti_tool_id = $3 AND ($4::uuid IS NULL OR a.id = $4::uuid)
      ORDER BY a.name, a.id`,
    [objectiveId, tenantId, toolId, activityId ?? null],
  );
}

/**
 * A learner's attempt at a line item: their activity workflow of that activity in their
 * latest run of the course, provided this tool launched it for them (a tool scores only
 * learners it has seen).
 */
export interface AttemptRow {
  activity_workflow_id: string;
  objective_workflow_id: string;
  user_id: string;
}

export async function findAttempt(
  db: Queryable,
  tenantId: string,
  objectiveId: string,
  activityId: string,
  userId: string,
  toolId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `SELECT aw.id AS activity_workflow_id, w.id AS objective_workflow_id, w.user_id
       FROM ${AGGREGATES_FROM} ${LAST_RUN_AND_RECORD_JOINS}
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id AND aw.activity_id = $3
      WHERE a.objective_id = $2 AND a.user_id = $4 AND w.tenant_id = $1
        AND EXISTS (SELECT 1 FROM lti_launches l WHERE l.activity_workflow_id = aw.id AND l.tool_id = $5 AND l.used_at IS NOT NULL)
      ORDER BY aw.started DESC LIMIT 1`,
    [tenantId, objectiveId, activityId, userId, toolId],
  );
  return row;
}

export interface ResultRow {
  user_id: string;
  score_given: number | null;
  score_maximum: number | null;
  comment: string | null;
}

/** The current results of a line item: each learner's newest score in their latest run. */
export async function findResults(
  db: Queryable,
  tenantId: string,
  objectiveId: string,
  activityId: string,
  toolId: string,
  userId: string | undefined,
): Promise<ResultRow[]> {
  return db.query<ResultRow>(
    `SELECT w.user_id, s.score_given, s.score_maximum, s.comment
       FROM ${AGGREGATES_FROM} ${LAST_RUN_AND_RECORD_JOINS}
       JOIN activity_workflows aw ON aw.objective_workflow_id = w.id AND aw.activity_id = $3
       JOIN lti_scores s ON s.activity_workflow_id = aw.id AND s.tool_id = $4
      WHERE a.objective_id = $2 AND w.tenant_id = $1 AND ($5::uuid IS NULL OR w.user_id = $5::uuid)
      ORDER BY w.user_id`,
    [tenantId, objectiveId, activityId, toolId, userId ?? null],
  );
}
