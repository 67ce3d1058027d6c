import type { ProctoringSessionView } from '@lp/contract';
import type { ProctoringSessionState, WorkflowState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { workflowOwner } from '../data/run-owner.ts';
import { iso } from '../lib/iso-date.ts';

export interface OwnActivityWorkflow {
  userId: string;
  state: WorkflowState;
  /** The part the activity sits in: its activityPathId (null: the course's root activity). */
  activityPartId: string | null;
  session: ProctoringSessionView | null;
}

/** An activity workflow of a run, with the run's owner and its last proctoring session. */
export async function findActivityWorkflow(
  db: Queryable,
  tenantId: string,
  runId: string,
  activityWorkflowId: string,
): Promise<OwnActivityWorkflow | undefined> {
  const [owner, [row]] = await Promise.all([
    workflowOwner(db, tenantId, runId),
    db.query<{
      state: WorkflowState;
      activity_part_id: string | null;
      ps_id: string | null;
      ps_state: ProctoringSessionState | null;
      ps_created: Date | null;
    }>(
      `SELECT aw.state, aw.activity_part_id, ps.id AS ps_id, ps.state AS ps_state, ps.created_at AS ps_created
         FROM activity_workflows aw
         LEFT JOIN proctoring_sessions ps ON ps.id = aw.last_proctoring_session_id
        WHERE aw.id = $2 AND aw.objective_workflow_id = $1 AND aw.tenant_id = $3`,
      [runId, activityWorkflowId, tenantId],
    ),
  ]);
  if (!owner || !row) return undefined;
  return {
    userId: owner.user_id,
    state: row.state,
    activityPartId: row.activity_part_id,
    session: row.ps_id ? { id: row.ps_id, activityWorkflowId, state: row.ps_state!, created: iso(row.ps_created!) } : null,
  };
}

/** A new session becomes the activity workflow's last one; undefined when there is no such workflow in the tenant. */
export async function insertSession(
  tx: Queryable,
  tenantId: string,
  activityWorkflowId: string,
  state: ProctoringSessionState,
  now: Date,
): Promise<ProctoringSessionView | undefined> {
  const [aw] = await tx.query<{ id: string }>('SELECT id FROM activity_workflows WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
    activityWorkflowId,
    tenantId,
  ]);
  if (!aw) return undefined;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO proctoring_sessions (id, tenant_id, activity_workflow_id, state, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4) RETURNING id`,
    [tenantId, activityWorkflowId, state, now],
  );
  await tx.query('UPDATE activity_workflows SET last_proctoring_session_id = $2 WHERE id = $1', [activityWorkflowId, row!.id]);
  return { id: row!.id, activityWorkflowId, state, created: now.toISOString() };
}

export async function insertStartToken(
  db: Queryable,
  t: { tokenHash: string; tenantId: string; sessionId: string; userId: string; activityPathId: string | null; expires: Date; now: Date },
): Promise<void> {
  // Expired tokens of the session go as a new one is made: the table stays small without a sweeper.
  await db.query('DELETE FROM proctoring_start_tokens WHERE proctoring_session_id = $1 AND expires_at <= $2', [t.sessionId, t.now]);
  await db.query(
    `INSERT INTO proctoring_start_tokens (token_hash, tenant_id, proctoring_session_id, user_id, activity_path_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [t.tokenHash, t.tenantId, t.sessionId, t.userId, t.activityPathId, t.expires, t.now],
  );
}
