import { canStartAttempt, isAttemptAwaitingStart, ProctoringSessionState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { issueStartToken, startTokenHash } from './proctoring-start-token.ts';

/**
 * Proctored attempts opened by a proctoring tool (LTI-AP, decision 0021): a session per
 * attempt whose state the tool's messages move in place, where an instructor's verdict
 * (decision 0009) adds a session of its own.
 */

/**
 * The attempt the proctoring tool's launch is for, with a fresh start token: the last one
 * again while the tool has not started it (`Created`: another visit, a second tab, a
 * reload), else a new one numbered after the activity workflow's last (decision 0057).
 * The activity workflow's row lock makes two launches at once agree on one attempt.
 */
export async function openProctoredAttempt(
  tx: Queryable,
  a: { tenantId: string; userId: string; activityWorkflowId: string; activityPathId: string | null; now: Date },
): Promise<{ sessionId: string; attemptNumber: number; token: string }> {
  await tx.query('SELECT 1 FROM activity_workflows WHERE id = $1 FOR UPDATE', [a.activityWorkflowId]);
  const [last] = await tx.query<{ id: string; state: ProctoringSessionState; attemptNumber: number | null }>(
    `SELECT s.id, s.state, s.attempt_number AS "attemptNumber" FROM activity_workflows aw
       JOIN proctoring_sessions s ON s.id = aw.last_proctoring_session_id WHERE aw.id = $1`,
    [a.activityWorkflowId],
  );
  const attempt =
    last && isAttemptAwaitingStart(last) ? { sessionId: last.id, attemptNumber: last.attemptNumber! } : await insertAttempt(tx, a);
  const { token } = await issueStartToken(tx, {
    tenantId: a.tenantId,
    userId: a.userId,
    sessionId: attempt.sessionId,
    activityPathId: a.activityPathId,
    now: a.now,
  });
  return { ...attempt, token };
}

async function insertAttempt(tx: Queryable, a: { tenantId: string; activityWorkflowId: string; now: Date }) {
  const [{ next } = { next: 1 }] = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(attempt_number), 0)::int + 1 AS next FROM proctoring_sessions WHERE activity_workflow_id = $1',
    [a.activityWorkflowId],
  );
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO proctoring_sessions (id, tenant_id, activity_workflow_id, state, created_at, attempt_number)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING id`,
    [a.tenantId, a.activityWorkflowId, ProctoringSessionState.Created, a.now, next],
  );
  await tx.query('UPDATE activity_workflows SET last_proctoring_session_id = $2 WHERE id = $1', [a.activityWorkflowId, row!.id]);
  return { sessionId: row!.id, attemptNumber: next };
}

export interface RedeemedAttempt {
  sessionId: string;
  userId: string;
  activityWorkflowId: string;
  activityId: string;
  activityPathId: string | null;
  objectiveId: string;
  attemptNumber: number | null;
}

/** What LtiStartAssessment asks to redeem: the token it echoes, from which tool, for which activity and attempt. */
export interface StartTokenRedemption {
  tenantId: string;
  token: string;
  /** The registered tool whose key signed the message. */
  toolId: string;
  activityId: string;
  attemptNumber: number;
  /** The signed-in learner when the browser sent the portal's session; null: none. */
  userId: string | null;
  now: Date;
}

/**
 * Redeems a start token once (LtiStartAssessment): it must exist in this tenant, be
 * unexpired, belong to `activityId`, whose registered tool must be the one that signed the
 * message, carry the attempt number the tool was given, and — when the request comes with
 * a signed-in learner — be that learner's; its attempt must be the activity workflow's last
 * and not started yet. Every check comes before any write, so a refused token leaves the
 * session and its tokens as they were. Then all of the attempt's tokens go (another tab's
 * start starts nothing) and the session is `InProgress`. Undefined: refused.
 */
export async function redeemStartToken(tx: Queryable, r: StartTokenRedemption): Promise<RedeemedAttempt | undefined> {
  const hash = startTokenHash(r.token);
  // The session row is locked too: two tokens of one attempt (two tabs) redeemed at once start it once.
  const [row] = await tx.query<{
    session_id: string;
    user_id: string;
    activity_path_id: string | null;
    expires_at: Date;
    aw_id: string;
    activity_id: string;
    objective_id: string;
    attempt_number: number | null;
    state: ProctoringSessionState;
    is_last: boolean;
    lti_tool_id: string | null;
  }>(
    `SELECT s.id AS session_id, t.user_id, t.activity_path_id, t.expires_at, aw.id AS aw_id, aw.activity_id, w.objective_id, s.attempt_number,
            s.state, aw.last_proctoring_session_id = s.id AS is_last, a.lti_tool_id
       FROM proctoring_start_tokens t JOIN proctoring_sessions s ON s.id = t.proctoring_session_id
       JOIN activity_workflows aw ON aw.id = s.activity_workflow_id JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN activities a ON a.id = aw.activity_id
      WHERE t.token_hash = $1 AND t.tenant_id = $2 FOR UPDATE OF t, s`,
    [hash, r.tenantId],
  );
  if (!row || row.expires_at <= r.now || row.activity_id !== r.activityId || row.lti_tool_id !== r.toolId) return undefined;
  if (row.attempt_number !== null && row.attempt_number !== r.attemptNumber) return undefined;
  if (r.userId !== null && r.userId !== row.user_id) return undefined;
  if (!row.is_last || !canStartAttempt(row)) return undefined;
  await tx.query('DELETE FROM proctoring_start_tokens WHERE proctoring_session_id = $1', [row.session_id]);
  await tx.query('UPDATE proctoring_sessions SET state = $2 WHERE id = $1', [row.session_id, ProctoringSessionState.InProgress]);
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    activityWorkflowId: row.aw_id,
    activityId: row.activity_id,
    activityPathId: row.activity_path_id,
    objectiveId: row.objective_id,
    attemptNumber: row.attempt_number,
  };
}

/** The attempt a proctoring tool reports on: its learner's attempt number at an activity. */
export async function findProctoredAttempt(
  db: Queryable,
  a: { tenantId: string; userId: string; activityId: string; attemptNumber: number },
) {
  const [row] = await db.query<{ id: string; state: ProctoringSessionState; activity_workflow_id: string }>(
    `SELECT s.id, s.state, s.activity_workflow_id FROM proctoring_sessions s
       JOIN activity_workflows aw ON aw.id = s.activity_workflow_id JOIN objective_workflows w ON w.id = aw.objective_workflow_id
      WHERE s.tenant_id = $1 AND w.user_id = $2 AND aw.activity_id = $3 AND s.attempt_number = $4
      ORDER BY s.created_at DESC LIMIT 1`,
    [a.tenantId, a.userId, a.activityId, a.attemptNumber],
  );
  return row;
}

export async function setSessionState(tx: Queryable, sessionId: string, state: ProctoringSessionState) {
  await tx.query('UPDATE proctoring_sessions SET state = $2 WHERE id = $1', [sessionId, state]);
}

/** An exam handed in: its attempt in progress is recorded and waits for review (`Completed`). */
export async function completeProctoredAttempt(tx: Queryable, activityWorkflowId: string) {
  await tx.query(
    `UPDATE proctoring_sessions s SET state = $2 FROM activity_workflows aw
      WHERE aw.id = $1 AND s.id = aw.last_proctoring_session_id AND s.state = $3`,
    [activityWorkflowId, ProctoringSessionState.Completed, ProctoringSessionState.InProgress],
  );
}

/** The last proctoring session of an activity workflow (null: none). */
export async function lastSessionOf(
  db: Queryable,
  activityWorkflowId: string,
): Promise<{ id: string; state: ProctoringSessionState } | null> {
  const [row] = await db.query<{ id: string; state: ProctoringSessionState }>(
    'SELECT s.id, s.state FROM activity_workflows aw JOIN proctoring_sessions s ON s.id = aw.last_proctoring_session_id WHERE aw.id = $1',
    [activityWorkflowId],
  );
  return row ?? null;
}
