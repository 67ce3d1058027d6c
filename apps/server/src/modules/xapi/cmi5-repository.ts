import type { Cmi5LaunchMode, Cmi5MoveOn } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';

/** A launch of one AU (cmi5 §9.6.3.1), as the LRS reads it to judge the AU's calls. */
export interface SessionRow {
  id: string;
  tenant_id: string;
  registration_id: string;
  activity_id: string;
  activity_workflow_id: string;
  user_id: string;
  au_iri: string;
  publisher_id: string;
  launch_mode: Cmi5LaunchMode;
  move_on: Cmi5MoveOn;
  mastery_score: number | null;
  fetch_hash: Uint8Array;
  fetched_at: Date | null;
  token_hash: Uint8Array | null;
  verbs: string[];
  launched_at: Date;
  last_statement_at: Date | null;
  terminated_at: Date | null;
  abandoned_at: Date | null;
  expires_at: Date;
}

export async function findSession(db: Queryable, sessionId: string, forUpdate = false): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>(`SELECT * FROM cmi5_sessions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [sessionId]);
  return row;
}

/** The registration of a learner's course run for one cmi5 course: made the first time, the same one after (cmi5 §9.6.1). */
export async function registrationFor(
  db: Queryable,
  r: { tenantId: string; userId: string; objectiveWorkflowId: string; courseIri: string },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO cmi5_registrations (id, tenant_id, user_id, objective_workflow_id, course_iri) VALUES (gen_random_uuid(), $1, $2, $3, $4)
     ON CONFLICT (objective_workflow_id, course_iri) DO NOTHING RETURNING id`,
    [r.tenantId, r.userId, r.objectiveWorkflowId, r.courseIri],
  );
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db.query<{ id: string }>(
    'SELECT id FROM cmi5_registrations WHERE objective_workflow_id = $1 AND course_iri = $2',
    [r.objectiveWorkflowId, r.courseIri],
  );
  return { id: existing!.id, created: false };
}

/** Sessions of an AU in a registration that were launched and neither terminated nor abandoned (cmi5 §9.3.6). */
export async function openSessionsOf(db: Queryable, registrationId: string, activityId: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT * FROM cmi5_sessions WHERE registration_id = $1 AND activity_id = $2 AND terminated_at IS NULL AND abandoned_at IS NULL
     ORDER BY launched_at FOR UPDATE`,
    [registrationId, activityId],
  );
}

export async function insertSession(
  db: Queryable,
  s: Omit<SessionRow, 'fetched_at' | 'token_hash' | 'verbs' | 'last_statement_at' | 'terminated_at' | 'abandoned_at'>,
) {
  await db.query(
    `INSERT INTO cmi5_sessions (id, tenant_id, registration_id, activity_id, activity_workflow_id, user_id, au_iri, publisher_id,
       launch_mode, move_on, mastery_score, fetch_hash, launched_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      s.id,
      s.tenant_id,
      s.registration_id,
      s.activity_id,
      s.activity_workflow_id,
      s.user_id,
      s.au_iri,
      s.publisher_id,
      s.launch_mode,
      s.move_on,
      s.mastery_score,
      s.fetch_hash,
      s.launched_at,
      s.expires_at,
    ],
  );
}

/** What a registration recorded for one AU (cmi5 §9.3, per registration). */
export interface AuResultRow {
  completed_at: Date | null;
  passed_at: Date | null;
  failed_at: Date | null;
  scaled_score: number | null;
  satisfied_at: Date | null;
}

export async function auResultOf(db: Queryable, registrationId: string, activityId: string): Promise<AuResultRow> {
  await db.query('INSERT INTO cmi5_au_results (registration_id, activity_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    registrationId,
    activityId,
  ]);
  const [row] = await db.query<AuResultRow>(
    'SELECT completed_at, passed_at, failed_at, scaled_score, satisfied_at FROM cmi5_au_results WHERE registration_id = $1 AND activity_id = $2 FOR UPDATE',
    [registrationId, activityId],
  );
  return row!;
}

export async function saveAuResult(db: Queryable, registrationId: string, activityId: string, r: AuResultRow) {
  await db.query(
    `UPDATE cmi5_au_results SET completed_at = $3, passed_at = $4, failed_at = $5, scaled_score = $6, satisfied_at = $7
      WHERE registration_id = $1 AND activity_id = $2`,
    [registrationId, activityId, r.completed_at, r.passed_at, r.failed_at, r.scaled_score, r.satisfied_at],
  );
}

/** The package an AU's activity plays (its course IRI is made from it). */
export async function packageIdOfActivity(db: Queryable, activityId: string): Promise<string | undefined> {
  const [row] = await db.query<{ package_id: string }>(`SELECT content->>'packageId' AS package_id FROM activities WHERE id = $1`, [
    activityId,
  ]);
  return row?.package_id;
}
