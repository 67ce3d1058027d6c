import type { TeamHandInView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';
import { loadAttachments } from '../../data/attachments.ts';

/** The stored hand-in of a team with the team's lock state; `version` 0 and no text before the first save. */
interface HandInRow {
  submitted: Date | null;
  body: string | null;
  version: number | null;
  saved_by: string | null;
  saved_by_name: string | null;
  saved_at: Date | null;
}

const HAND_IN_OF_TEAM = `SELECT g.submitted, h.body, h.version, h.saved_by, trim(u.first_name || ' ' || u.last_name) AS saved_by_name, h.saved_at
   FROM group_activity_workflows g
   LEFT JOIN team_hand_ins h ON h.group_activity_workflow_id = g.id
   LEFT JOIN users u ON u.id = h.saved_by
  WHERE g.id = $1 AND g.tenant_id = $2`;

/** A team's one hand-in as every member and the course's instructors read it (decision 0081). */
export async function loadTeamHandIn(db: Queryable, tenantId: string, teamId: string): Promise<TeamHandInView | undefined> {
  const [row] = await db.query<HandInRow>(HAND_IN_OF_TEAM, [teamId, tenantId]);
  if (!row) return undefined;
  const files = await loadAttachments(db, 'handIn', [teamId]);
  return {
    teamId,
    body: row.body ?? '',
    attachments: files.get(teamId) ?? [],
    version: row.version ?? 0,
    savedBy: row.saved_by ? { id: row.saved_by, name: row.saved_by_name ?? '' } : null,
    saved: iso(row.saved_at),
    readOnly: row.submitted !== null,
  };
}

/**
 * The team's row locked FOR UPDATE — the lock its submission takes first
 * (lifecycle/team-submission.ts) — with what is stored: a save and a submission never
 * interleave, and two saves follow one another.
 */
export async function lockTeamHandIn(tx: Queryable, tenantId: string, teamId: string) {
  const [team] = await tx.query<{ submitted: Date | null }>(
    'SELECT submitted FROM group_activity_workflows WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [teamId, tenantId],
  );
  if (!team) return undefined;
  const [row] = await tx.query<HandInRow>(HAND_IN_OF_TEAM, [teamId, tenantId]);
  return row!;
}

/** Replaces the text and names the next version. */
export async function writeTeamHandIn(
  tx: Queryable,
  h: { tenantId: string; teamId: string; body: string; version: number; savedBy: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO team_hand_ins (group_activity_workflow_id, tenant_id, body, version, saved_by, saved_at)
     VALUES ($1, $2, $3, $4, $5, clock_timestamp())
     ON CONFLICT (group_activity_workflow_id) DO UPDATE
       SET body = EXCLUDED.body, version = EXCLUDED.version, saved_by = EXCLUDED.saved_by, saved_at = EXCLUDED.saved_at`,
    [h.teamId, h.tenantId, h.body, h.version, h.savedBy],
  );
}
