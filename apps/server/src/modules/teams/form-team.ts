import type { TeamBody } from '@lp/contract';
import { canGradeCourse, gradesAnyCourse, isRunInProgress, WorkflowState } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../plugins/session-repository.ts';

/** The part `activityPathId` somewhere in the tree of course `objectiveId` (UNION: a cycle in bad data ends the walk), with its activity's mode. */
async function partOfCourse(tx: Queryable, tenantId: string, objectiveId: string, activityPathId: string) {
  const [row] = await tx.query<{ collaborative: boolean }>(
    `WITH RECURSIVE tree AS (
       SELECT p.id, p.child_activity_id FROM activity_parts p JOIN objectives o ON o.activity_id = p.parent_activity_id
        WHERE o.id = $1 AND o.tenant_id = $3
       UNION SELECT p.id, p.child_activity_id FROM activity_parts p JOIN tree t ON p.parent_activity_id = t.child_activity_id)
     SELECT act.support_collaborative_mode AS collaborative FROM tree JOIN activities act ON act.id = tree.child_activity_id WHERE tree.id = $2`,
    [objectiveId, activityPathId, tenantId],
  );
  return row;
}

/**
 * Forms or changes one team (issue 12 "and from an instructor call"; decision 0020). The
 * caller must grade the course (the rule of every instructor call, grading.ts). The members
 * replace the team's; each must be in the course (have an aggregate) and in no other team
 * of the activity. A team whose work is handed in keeps its members: they are its history.
 */
export async function formTeam(tx: Queryable, user: SessionUser, tenantId: string, teamId: string, body: TeamBody) {
  if (!gradesAnyCourse(user)) throw forbidden('Only instructors can form teams.');
  const [course] = await tx.query<{ id: string }>('SELECT id FROM objectives WHERE id = $1 AND tenant_id = $2', [
    body.objectiveId,
    tenantId,
  ]);
  if (!course) throw notFound('No such course.');
  if (!canGradeCourse(user, body.objectiveId)) throw forbidden('Only an instructor of this course can do this.');
  const part = await partOfCourse(tx, tenantId, body.objectiveId, body.activityPathId);
  if (!part) throw notFound('No such activity in this course.');
  if (!part.collaborative) throw badRequest('This activity is not done in teams.', { activityPathId: ['notCollaborative'] });

  const [existing] = await tx.query<{ tenant_id: string; activity_part_id: string; state: WorkflowState }>(
    'SELECT tenant_id, activity_part_id, state FROM group_activity_workflows WHERE id = $1 FOR UPDATE',
    [teamId],
  );
  if (existing && (existing.tenant_id !== tenantId || existing.activity_part_id !== body.activityPathId))
    throw conflict('This team belongs to another activity.');
  if (existing && !isRunInProgress(existing.state)) throw conflict('This team has handed in its work; its members are kept.');

  const userIds = [...new Set(body.members)];
  const aggregates = await tx.query<{ id: string; user_id: string; other_team: string | null }>(
    `SELECT a.id, a.user_id, m.group_activity_workflow_id AS other_team
       FROM objective_workflow_aggregates a
       LEFT JOIN group_activity_workflow_members m ON m.objective_workflow_aggregate_id = a.id AND m.activity_part_id = $3 AND m.group_activity_workflow_id <> $4
      WHERE a.objective_id = $1 AND a.user_id = ANY($2::uuid[]) AND a.tenant_id = $5`,
    [body.objectiveId, userIds, body.activityPathId, teamId, tenantId],
  );
  const inCourse = new Set(aggregates.map((a) => a.user_id));
  const outside = userIds.filter((id) => !inCourse.has(id));
  if (outside.length) throw badRequest('Every member must be a learner of the course.', { members: outside });
  const elsewhere = aggregates.filter((a) => a.other_team).map((a) => a.user_id);
  if (elsewhere.length) throw badRequest('A learner belongs to at most one team per activity.', { members: elsewhere });

  await tx.query(
    `INSERT INTO group_activity_workflows (id, tenant_id, activity_part_id, name, state) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
    [teamId, tenantId, body.activityPathId, body.name, WorkflowState.inProgress],
  );
  await tx.query('DELETE FROM group_activity_workflow_members WHERE group_activity_workflow_id = $1', [teamId]);
  await tx.query(
    `INSERT INTO group_activity_workflow_members (tenant_id, group_activity_workflow_id, activity_part_id, objective_workflow_aggregate_id)
     SELECT $1, $2, $3, unnest($4::uuid[])`,
    [tenantId, teamId, body.activityPathId, aggregates.map((a) => a.id)],
  );
}
