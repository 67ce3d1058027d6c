import { ProctoringSessionState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { issueStartToken, startTokenHash } from './start-token.ts';

/**
 * Proctored attempts opened by a proctoring tool (LTI-AP, decision 0021): a session per
 * attempt whose state the tool's messages move in place, where an instructor's verdict
 * (decision 0009) adds a session of its own.
 */

/** A new attempt (`Created`) with its start token, for the proctoring tool's launch. */
export async function openProctoredAttempt(
  tx: Queryable,
  a: { tenantId: string; userId: string; activityWorkflowId: string; activityPathId: string | null; now: Date },
): Promise<{ sessionId: string; attemptNumber: number; token: string }> {
  await tx.query('SELECT 1 FROM activity_workflows WHERE id = $1 FOR UPDATE', [a.activityWorkflowId]);
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
  const { token } = await issueStartToken(tx, { tenantId: a.tenantId, userId: a.userId, sessionId: row!.id, activityPathId: a.activityPathId, now: a.now });
  return { sessionId: row!.id, attemptNumber: next, token };
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

/**
 * Redeems a start token once (LtiStartAssessment): it must exist in this tenant, be
 * unexpired, belong to `activityId` and — when the request comes with a signed-in
 * learner — to that learner. Only then is it deleted and the session `InProgress`; a
 * refused token stays as it was. Undefined: refused.
 */
export async function redeemStartToken(tx: Queryable, r: { tenantId: string; token: string; activityId: string; userId: string | null; now: Date }): Promise<RedeemedAttempt | undefined> {
  const hash = startTokenHash(r.token);
  const [row] = await tx.query<{ session_id: string; user_id: string; activity_path_id: string | null; expires_at: Date; aw_id: string; activity_id: string; objective_id: string; attempt_number: number | null }>(
    `SELECT s.id AS session_id, t.user_id, t.activity_path_id, t.expires_at, aw.id AS aw_id, aw.activity_id, w.objective_id, s.attempt_number
       FROM proctoring_start_tokens t JOIN proctoring_sessions s ON s.id = t.proctoring_session_id
       JOIN activity_workflows aw ON aw.id = s.activity_workflow_id JOIN objective_workflows w ON w.id = aw.objective_workflow_id
      WHERE t.token_hash = $1 AND t.tenant_id = $2 FOR UPDATE OF t`,
    [hash, r.tenantId],
  );
  if (!row || row.expires_at <= r.now || row.activity_id !== r.activityId || (r.userId !== null && r.userId !== row.user_id)) return undefined;
  // Two redemptions at once: the row lock above lets one delete it; the other finds none.
  const deleted = await tx.query<{ token_hash: string }>('DELETE FROM proctoring_start_tokens WHERE token_hash = $1 RETURNING token_hash', [hash]);
  if (deleted.length === 0) return undefined;
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
export async function findProctoredAttempt(db: Queryable, a: { tenantId: string; userId: string; activityId: string; attemptNumber: number }) {
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
export async function lastSessionOf(db: Queryable, activityWorkflowId: string): Promise<{ id: string; state: ProctoringSessionState } | null> {
  const [row] = await db.query<{ id: string; state: ProctoringSessionState }>(
    'SELECT s.id, s.state FROM activity_workflows aw JOIN proctoring_sessions s ON s.id = aw.last_proctoring_session_id WHERE aw.id = $1',
    [activityWorkflowId],
  );
  return row ?? null;
}
