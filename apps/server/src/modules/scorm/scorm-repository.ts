import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { lastRunSessionSql } from '../../data/proctoring-sessions.ts';

/** A learner's attempt at an activity, with what a SCORM launch needs of the activity and the run. */
export interface ScormAttemptRow {
  activity_workflow_id: string;
  objective_workflow_id: string;
  activity_part_id: string | null;
  activity_id: string;
  user_id: string;
  state: WorkflowState;
  run_state: WorkflowState;
  activity_type: string;
  content: unknown;
  max_score: number;
  learner_name: string;
  proctoring_state: string | null;
}

/**
 * The caller's attempt by its activity workflow id, or undefined when it is unknown, of
 * another tenant or of another learner: the three are one 404 to the caller.
 */
export async function findOwnAttempt(db: Queryable, tenantId: string, userId: string, awId: string): Promise<ScormAttemptRow | undefined> {
  const [row] = await db.query<ScormAttemptRow>(
    `SELECT aw.id AS activity_workflow_id, aw.objective_workflow_id, aw.activity_part_id, aw.activity_id, w.user_id,
            aw.state, w.state AS run_state, a.type AS activity_type, a.content, a.max_score,
            trim(concat_ws(' ', u.first_name, u.last_name)) AS learner_name,
            ${lastRunSessionSql('w.id')}->>'state' AS proctoring_state
       FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN activities a ON a.id = aw.activity_id
       JOIN users u ON u.id = w.user_id
      WHERE aw.id = $1 AND aw.tenant_id = $2 AND w.user_id = $3`,
    [awId, tenantId, userId],
  );
  return row;
}

export interface StoredScormData {
  cmi: Record<string, string>;
  session_id: string | null;
  seq: number;
  terminated: boolean;
}

export async function findScormData(db: Queryable, awId: string): Promise<StoredScormData | undefined> {
  const [row] = await db.query<StoredScormData>(
    'SELECT cmi, session_id, seq, terminated FROM scorm_attempts WHERE activity_workflow_id = $1',
    [awId],
  );
  return row;
}

/** A new session of the player for the attempt: its commits count from 1; an older session's are refused. */
export async function beginScormSession(
  db: Queryable,
  row: { awId: string; tenantId: string; userId: string; packageId: string; version: '1.2' | '2004'; sessionId: string; now: Date },
) {
  await db.query(
    `INSERT INTO scorm_attempts (activity_workflow_id, tenant_id, user_id, package_id, version, session_id, seq, terminated, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, false, $7)
     ON CONFLICT (activity_workflow_id) DO UPDATE SET session_id = EXCLUDED.session_id, seq = 0, terminated = false,
       package_id = EXCLUDED.package_id, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [row.awId, row.tenantId, row.userId, row.packageId, row.version, row.sessionId, row.now],
  );
}

/** The attempt's row, locked for this transaction: commits of one attempt are kept one at a time. */
export async function lockScormData(tx: Queryable, awId: string): Promise<StoredScormData | undefined> {
  const [row] = await tx.query<StoredScormData>(
    'SELECT cmi, session_id, seq, terminated FROM scorm_attempts WHERE activity_workflow_id = $1 FOR UPDATE',
    [awId],
  );
  return row;
}

export async function storeScormCommit(
  tx: Queryable,
  awId: string,
  commit: { cmi: Record<string, string>; seq: number; terminated: boolean; navRequest: string | null; now: Date },
) {
  await tx.query(
    `UPDATE scorm_attempts SET cmi = $2, seq = $3, terminated = $4, nav_request = $5, updated_at = $6 WHERE activity_workflow_id = $1`,
    [awId, JSON.stringify(commit.cmi), commit.seq, commit.terminated, commit.navRequest, commit.now],
  );
}
