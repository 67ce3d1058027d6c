import type { GroupActivityWorkflowView, ParticipantView } from '@lp/contract';
import type { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';
import { filterToSql, SqlParams, type ListField } from '../../lib/filter-sql.ts';
import { orderBy, type LoadOptions } from '../../lib/load-options.ts';

/**
 * Teams are group activity workflows (decision 0020): one team's work on one activity part,
 * its members the learners' course aggregates (`a`). A member's own work is the activity
 * workflow of that part in their latest run.
 */
const MEMBER_USERS = `group_activity_workflow_members m
  JOIN objective_workflow_aggregates a ON a.id = m.objective_workflow_aggregate_id
  JOIN users u ON u.id = a.user_id`;

/** The team of the caller's run for an activity part: undefined when the run is not theirs or they have no team for it. */
export async function teamOfRun(db: Queryable, tenantId: string, userId: string, objectiveWorkflowId: string, activityPartId: string) {
  const [row] = await db.query<{ gaw_id: string; aggregate_id: string }>(
    `SELECT m.group_activity_workflow_id AS gaw_id, w.aggregate_id
       FROM objective_workflows w
       JOIN group_activity_workflow_members m ON m.objective_workflow_aggregate_id = w.aggregate_id AND m.activity_part_id = $2
      WHERE w.id = $1 AND w.user_id = $3 AND w.tenant_id = $4`,
    [objectiveWorkflowId, activityPartId, userId, tenantId],
  );
  return row;
}

/** Whether the caller's aggregate `aggregateId` is a member of the team `gawId`. */
export async function isMemberOf(db: Queryable, tenantId: string, userId: string, aggregateId: string, gawId: string): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    `SELECT 1 AS one FROM ${MEMBER_USERS}
      WHERE m.group_activity_workflow_id = $1 AND a.id = $2 AND a.user_id = $3 AND m.tenant_id = $4`,
    [gawId, aggregateId, userId, tenantId],
  );
  return rows.length > 0;
}

/** The participants list's fields (doc 2 §3 team members table columns), for filter and sort. */
export const PARTICIPANT_FIELDS: Readonly<Record<string, ListField>> = {
  firstName: { type: 'string', sql: 'u.first_name' },
  middleName: { type: 'string', sql: 'u.middle_name' },
  lastName: { type: 'string', sql: 'u.last_name' },
  email: { type: 'string', sql: 'u.email' },
  primaryUnitName: { type: 'string', sql: 'pu.name', nullable: true },
};
export const PARTICIPANT_SORTABLE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PARTICIPANT_FIELDS).map(([k, f]) => [k, f.sql]),
);

interface ParticipantRow {
  id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  primary_unit_name: string | null;
  total: number;
}

/** The members of a team, with the list load options. */
export async function listParticipants(db: Queryable, gawId: string, options: LoadOptions) {
  const params = new SqlParams();
  const filter = options.filter ? ` AND ${filterToSql(options.filter, PARTICIPANT_FIELDS, params)}` : '';
  const rows = await db.query<ParticipantRow>(
    `SELECT u.id, u.first_name, u.middle_name, u.last_name, u.email, pu.name AS primary_unit_name, count(*) OVER ()::int AS total
       FROM ${MEMBER_USERS}
       LEFT JOIN LATERAL (SELECT un.name FROM unit_memberships um JOIN units un ON un.id = um.unit_id
                           WHERE um.user_id = u.id AND um.is_primary ORDER BY un.name LIMIT 1) pu ON true
      WHERE m.group_activity_workflow_id = ${params.add(gawId)}${filter}
      ORDER BY ${orderBy(options.sort, PARTICIPANT_SORTABLE, 'u.id')}
      LIMIT ${params.add(options.take)} OFFSET ${params.add(options.skip)}`,
    params.values,
  );
  const data: ParticipantView[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    email: r.email,
    primaryUnitName: r.primary_unit_name,
  }));
  return { data, total: rows[0]?.total ?? 0 };
}

interface TeamRow {
  id: string;
  name: string;
  state: WorkflowState;
  activity_part_id: string;
  activity_id: string;
  activity_name: string;
  submitted: Date | null;
  finished: Date | null;
  by_id: string | null;
  by_first: string | null;
  by_middle: string | null;
  by_last: string | null;
}
interface MemberRow {
  id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  aw_id: string | null;
  aw_state: WorkflowState | null;
  aw_started: Date | null;
  aw_submitted: Date | null;
  aw_finished: Date | null;
}

/** A team's shared state with each member's own activity workflow in their latest run: who did what and when. */
export async function loadGroupActivityWorkflow(db: Queryable, gawId: string): Promise<GroupActivityWorkflowView | undefined> {
  const [[team], members] = await Promise.all([
    db.query<TeamRow>(
      `SELECT g.id, g.name, g.state, g.activity_part_id, act.id AS activity_id, act.name AS activity_name, g.submitted, g.finished,
              sb.id AS by_id, sb.first_name AS by_first, sb.middle_name AS by_middle, sb.last_name AS by_last
         FROM group_activity_workflows g
         JOIN activity_parts p ON p.id = g.activity_part_id JOIN activities act ON act.id = p.child_activity_id
         LEFT JOIN users sb ON sb.id = g.submitted_by
        WHERE g.id = $1`,
      [gawId],
    ),
    db.query<MemberRow>(
      `SELECT u.id, u.first_name, u.middle_name, u.last_name,
              aw.id AS aw_id, aw.state AS aw_state, aw.started AS aw_started, aw.submitted AS aw_submitted, aw.finished AS aw_finished
         FROM ${MEMBER_USERS}
         LEFT JOIN LATERAL (SELECT x.id, x.state, x.started, x.submitted, x.finished FROM activity_workflows x
                             WHERE x.objective_workflow_id = a.last_objective_workflow_id AND x.activity_part_id = m.activity_part_id
                             ORDER BY x.started DESC LIMIT 1) aw ON true
        WHERE m.group_activity_workflow_id = $1
        ORDER BY u.last_name, u.first_name, u.id`,
      [gawId],
    ),
  ]);
  if (!team) return undefined;
  return {
    id: team.id,
    name: team.name,
    state: team.state,
    activityPathId: team.activity_part_id,
    activity: { id: team.activity_id, name: team.activity_name },
    submitted: iso(team.submitted),
    finished: iso(team.finished),
    submittedBy: team.by_id
      ? { id: team.by_id, firstName: team.by_first ?? '', middleName: team.by_middle ?? '', lastName: team.by_last ?? '' }
      : null,
    members: members.map((m) => ({
      id: m.id,
      firstName: m.first_name,
      middleName: m.middle_name,
      lastName: m.last_name,
      activityWorkflow:
        m.aw_id && m.aw_state && m.aw_started
          ? { id: m.aw_id, state: m.aw_state, started: iso(m.aw_started), submitted: iso(m.aw_submitted), finished: iso(m.aw_finished) }
          : null,
    })),
  };
}
