import type { ActivityTeamView } from '@lp/contract';
import { getActivityMode, type TeamMemberFacts, type WorkflowState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';

export interface TeamMember extends TeamMemberFacts {
  readonly userId: string;
  /** The member's latest run; null: never started the course. */
  readonly runId: string | null;
  /** Their activity workflow of the team's activity in that run; null: not opened yet. */
  readonly activityWorkflowId: string | null;
}
export interface LockedTeam {
  readonly id: string;
  readonly activityPartId: string;
  readonly state: WorkflowState;
  readonly members: TeamMember[];
}

/**
 * The teams of the caller's activity workflows `activityWorkflowIds` in their run (team
 * mode only), each locked FOR UPDATE with its members' runs: a team is submitted exactly
 * once however many members submit at the same moment (the later ones wait here, then find
 * their work done). Called before the caller's own run is locked, so every path takes the
 * locks in one order — team, then runs by id — and two members cannot deadlock. Keyed by
 * activity workflow id.
 */
export async function lockTeamsForFinish(
  tx: Queryable,
  tenantId: string,
  userId: string,
  objectiveWorkflowId: string,
  activityWorkflowIds: readonly string[],
) {
  const found = await tx.query<{ aw_id: string; gaw_id: string }>(
    `SELECT aw.id AS aw_id, m.group_activity_workflow_id AS gaw_id
       FROM activity_workflows aw
       JOIN objective_workflows w ON w.id = aw.objective_workflow_id
       JOIN activities act ON act.id = aw.activity_id
       JOIN group_activity_workflow_members m ON m.objective_workflow_aggregate_id = w.aggregate_id AND m.activity_part_id = aw.activity_part_id
      WHERE aw.id = ANY($1::uuid[]) AND w.id = $2 AND w.user_id = $3 AND w.tenant_id = $4 AND act.support_collaborative_mode`,
    [activityWorkflowIds, objectiveWorkflowId, userId, tenantId],
  );
  const teams = new Map<string, LockedTeam>();
  if (found.length === 0) return teams;
  const gawIds = [...new Set(found.map((f) => f.gaw_id))];
  const locked = await tx.query<{ id: string; activity_part_id: string; state: WorkflowState }>(
    'SELECT id, activity_part_id, state FROM group_activity_workflows WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [gawIds],
  );
  const runIds = await tx.query<{ id: string }>(
    `SELECT a.last_objective_workflow_id AS id FROM group_activity_workflow_members m
       JOIN objective_workflow_aggregates a ON a.id = m.objective_workflow_aggregate_id
      WHERE m.group_activity_workflow_id = ANY($1::uuid[]) AND a.last_objective_workflow_id IS NOT NULL`,
    [gawIds],
  );
  await tx.query('SELECT id FROM objective_workflows WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [runIds.map((r) => r.id)]);
  const members = await loadMemberFacts(tx, gawIds);
  const byId = new Map(
    locked.map((g) => [g.id, { id: g.id, activityPartId: g.activity_part_id, state: g.state, members: members.get(g.id) ?? [] }]),
  );
  for (const f of found) teams.set(f.aw_id, byId.get(f.gaw_id)!);
  return teams;
}

async function loadMemberFacts(tx: Queryable, gawIds: string[]) {
  const rows = await tx.query<{
    gaw_id: string;
    user_id: string;
    run_id: string | null;
    run_state: WorkflowState | null;
    aw_id: string | null;
    aw_state: WorkflowState | null;
  }>(
    `SELECT m.group_activity_workflow_id AS gaw_id, a.user_id, w.id AS run_id, w.state AS run_state, aw.id AS aw_id, aw.state AS aw_state
       FROM group_activity_workflow_members m
       JOIN objective_workflow_aggregates a ON a.id = m.objective_workflow_aggregate_id
       LEFT JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
       LEFT JOIN LATERAL (SELECT x.id, x.state FROM activity_workflows x
                           WHERE x.objective_workflow_id = w.id AND x.activity_part_id = m.activity_part_id
                           ORDER BY x.started DESC LIMIT 1) aw ON true
      WHERE m.group_activity_workflow_id = ANY($1::uuid[])
      ORDER BY a.user_id`,
    [gawIds],
  );
  const byTeam = new Map<string, TeamMember[]>();
  for (const r of rows) {
    const list = byTeam.get(r.gaw_id) ?? [];
    list.push({ userId: r.user_id, runId: r.run_id, runState: r.run_state, activityWorkflowId: r.aw_id, activityState: r.aw_state });
    byTeam.set(r.gaw_id, list);
  }
  return byTeam;
}

/** The team's work is handed in: its state, when, and by whom (the member whose submission counted). */
export async function recordTeamSubmission(
  tx: Queryable,
  gawId: string,
  state: WorkflowState,
  userId: string,
  now: Date,
  finished: boolean,
) {
  await tx.query('UPDATE group_activity_workflows SET state = $2, submitted = $3, finished = $4, submitted_by = $5 WHERE id = $1', [
    gawId,
    state,
    now,
    finished ? now : null,
    userId,
  ]);
}

/**
 * How the learner of run `objectiveWorkflowId` does each of `activityPartIds` that
 * supports collaborative mode (domain getActivityMode); parts that do not are left out.
 */
export async function activityModesOfRun(db: Queryable, tenantId: string, objectiveWorkflowId: string, activityPartIds: readonly string[]) {
  const rows = await db.query<{ part_id: string; personal: boolean; gaw_id: string | null; aggregate_id: string }>(
    `SELECT p.id AS part_id, act.support_personal_mode AS personal, m.group_activity_workflow_id AS gaw_id, w.aggregate_id
       FROM objective_workflows w
       JOIN activity_parts p ON p.id = ANY($2::uuid[])
       JOIN activities act ON act.id = p.child_activity_id AND act.support_collaborative_mode
       LEFT JOIN group_activity_workflow_members m ON m.objective_workflow_aggregate_id = w.aggregate_id AND m.activity_part_id = p.id
      WHERE w.id = $1 AND w.tenant_id = $3`,
    [objectiveWorkflowId, activityPartIds, tenantId],
  );
  const modes = new Map<string, ActivityTeamView>();
  for (const r of rows) {
    const mode = getActivityMode({ supportCollaborativeMode: true, supportPersonalMode: r.personal, hasTeam: r.gaw_id !== null });
    modes.set(r.part_id, {
      mode: mode.mode,
      reason: mode.mode === null ? mode.reason : null,
      groupActivityWorkflowId: r.gaw_id,
      objectiveWorkflowAggregateId: r.aggregate_id,
    });
  }
  return modes;
}
