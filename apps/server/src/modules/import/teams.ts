import { WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import type { IssueList } from './errors.ts';
import { entityId } from './ids.ts';
import type { KnownEntities } from './known.ts';
import { idOf, type BuildContext } from './rows/context.ts';
import { partIdOf } from './rows/learning.ts';
import type { ImportFile, TeamInput } from './schema/index.ts';

/** The members a team names, or its group's when the group is in the file (a stored group is read when written). */
const namedMembers = (file: ImportFile, team: TeamInput) =>
  team.members ?? file.groups.find((g) => g.externalId === team.group)?.members ?? [];

/**
 * Teams' references (course, activity in that course, users, group), and within the file
 * the rule that a learner belongs to at most one team per activity (issue 12). The rule
 * against teams already stored is checked when the teams are written.
 */
export function checkTeams(file: ImportFile, known: KnownEntities, issues: IssueList): void {
  const teamOf = new Map<string, number>();
  file.teams.forEach((t, i) => {
    const path = `teams[${i}]`;
    known.use('course', t.course, `${path}.course`);
    if (t.group) known.use('group', t.group, `${path}.group`);
    t.members?.forEach((m, j) => known.use('user', m, `${path}.members[${j}]`));
    const place = known.activities.get(t.activity);
    if (place && place.course !== t.course) issues.add(`${path}.activity`, `Activity "${t.activity}" is not in course "${t.course}"`);
    else if (place?.part === null) issues.add(`${path}.activity`, 'A team does an activity of the course, not the course itself');
    else if (!place && known.isDefined('course', t.course))
      issues.add(`${path}.activity`, `No activity "${t.activity}" in course "${t.course}"`);
    else if (!place) known.use('activity', t.activity, `${path}.activity`);
    const activity = file.courses.find((c) => c.externalId === t.course)?.activities.find((a) => a.externalId === t.activity);
    if (activity && !activity.supportCollaborativeMode)
      issues.add(`${path}.activity`, `Activity "${t.activity}" does not support collaborative mode`);
    for (const member of new Set(namedMembers(file, t))) {
      const key = `${t.activity}\n${member}`;
      const earlier = teamOf.get(key);
      if (earlier !== undefined)
        issues.add(
          `${path}.members`,
          `User "${member}" is already in team "${file.teams[earlier]!.externalId}" (teams[${earlier}]) for activity "${t.activity}"`,
        );
      else teamOf.set(key, i);
    }
  });
}

/**
 * Writes the teams after the people, courses and aggregates: a team is a group activity
 * workflow of the activity's part, its members the learners' aggregates of the course.
 * The file's members replace a team's; a learner not enrolled in the course, or already
 * in another team of the activity, is an issue (and the import is rolled back).
 */
export async function writeTeams(tx: Queryable, file: ImportFile, ctx: BuildContext, issues: IssueList): Promise<number> {
  const tenantId = ctx.tenantId;
  for (const [i, t] of file.teams.entries()) {
    const path = `teams[${i}]`;
    const teamId = entityId(tenantId, 'team', t.externalId);
    const partId = partIdOf(ctx, t.activity);
    const objectiveId = idOf(ctx, 'course', t.course);
    const groupId = t.group ? idOf(ctx, 'group', t.group) : null;
    const userIds = t.members
      ? t.members.map((m) => idOf(ctx, 'user', m))
      : (await tx.query<{ user_id: string }>('SELECT user_id FROM group_members WHERE group_id = $1', [groupId])).map((r) => r.user_id);
    if (!partId) {
      issues.add(`${path}.activity`, `Activity "${t.activity}" is the root of its course`);
      continue;
    }
    const [activity] = await tx.query<{ collaborative: boolean }>(
      'SELECT act.support_collaborative_mode AS collaborative FROM activity_parts p JOIN activities act ON act.id = p.child_activity_id WHERE p.id = $1',
      [partId],
    );
    if (!activity?.collaborative) {
      issues.add(`${path}.activity`, `Activity "${t.activity}" does not support collaborative mode`);
      continue;
    }
    const [stored] = await tx.query<{ activity_part_id: string }>('SELECT activity_part_id FROM group_activity_workflows WHERE id = $1', [
      teamId,
    ]);
    if (stored && stored.activity_part_id !== partId) {
      issues.add(`${path}.activity`, `Team "${t.externalId}" was imported for another activity`);
      continue;
    }
    const members = await tx.query<{ user_id: string; external_id: string | null; aggregate_id: string | null; other_team: string | null }>(
      `SELECT u.id AS user_id, u.external_id, a.id AS aggregate_id, g.external_id AS other_team
         FROM users u
         LEFT JOIN objective_workflow_aggregates a ON a.user_id = u.id AND a.objective_id = $2
         LEFT JOIN group_activity_workflow_members m ON m.objective_workflow_aggregate_id = a.id AND m.activity_part_id = $3 AND m.group_activity_workflow_id <> $4
         LEFT JOIN group_activity_workflows g ON g.id = m.group_activity_workflow_id
        WHERE u.id = ANY($1::uuid[])`,
      [userIds, objectiveId, partId, teamId],
    );
    for (const m of members) {
      if (!m.aggregate_id) issues.add(`${path}.members`, `User "${m.external_id ?? m.user_id}" is not enrolled in course "${t.course}"`);
      else if (m.other_team)
        issues.add(
          `${path}.members`,
          `User "${m.external_id ?? m.user_id}" is already in team "${m.other_team}" for activity "${t.activity}"`,
        );
    }
    if (issues.items.length) continue;
    await tx.query(
      `INSERT INTO group_activity_workflows (id, tenant_id, external_id, activity_part_id, group_id, name, state)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6, (SELECT name FROM groups WHERE id = $5), $3), $7)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, group_id = EXCLUDED.group_id`,
      [teamId, tenantId, t.externalId, partId, groupId, t.name ?? null, WorkflowState.inProgress],
    );
    await tx.query('DELETE FROM group_activity_workflow_members WHERE group_activity_workflow_id = $1', [teamId]);
    await tx.query(
      `INSERT INTO group_activity_workflow_members (tenant_id, group_activity_workflow_id, activity_part_id, objective_workflow_aggregate_id)
       SELECT $1, $2, $3, unnest($4::uuid[])`,
      [tenantId, teamId, partId, members.map((m) => m.aggregate_id)],
    );
  }
  return file.teams.length;
}
