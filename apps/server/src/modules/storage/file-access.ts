import type { Queryable } from '../../db/client.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { locateActivity, partOfActivity } from '../../data/run-tree/activity-access.ts';
import { aggregateJoin, RUNS_OF_AGGREGATE_JOIN } from '../../data/runs.ts';
import { channelOfFile, findMemberChannel } from '../../data/chat-channels.ts';
import { placeOfAttachment } from '../../data/attachments.ts';

/**
 * A private file belongs to an activity: its bytes go only to a learner with a run of
 * that course that lets them open the activity now — the very rule that decides whether
 * the activity's content is sent for that run (a draft or locked activity's attachments
 * stay closed, range by range). Any of the learner's runs counts, newest first: a
 * finished run opened for review shows its files even while a retake has the activity
 * locked again (complete previous).
 */
export async function canReadActivityFile(
  db: Queryable,
  tenantId: string,
  userId: string,
  activityId: string | null,
  now: Date,
): Promise<boolean> {
  if (!activityId) return false;
  const runs = await db.query<{ w_id: string }>(
    `WITH RECURSIVE up AS (
       SELECT $1::uuid AS activity_id, 0 AS depth
       UNION ALL
       SELECT p.parent_activity_id, up.depth + 1 FROM activity_parts p JOIN up ON p.child_activity_id = up.activity_id WHERE up.depth < 12
     )
     SELECT w.id AS w_id
       FROM up JOIN objectives o ON o.activity_id = up.activity_id AND o.tenant_id = $2
       ${aggregateJoin('o.id', '$3', 'INNER')}
       ${RUNS_OF_AGGREGATE_JOIN}
      ORDER BY w.started DESC
      LIMIT 20`,
    [activityId, tenantId, userId],
  );
  for (const { w_id } of runs) {
    const run = await loadRunTree(db, tenantId, w_id, now);
    const part = partOfActivity(run, activityId);
    if (part === undefined) continue;
    const located = locateActivity(run, part, now);
    if (located && !located.lockedReason) return true;
  }
  return false;
}

/** A chat attachment (decision 0025): only to the members of its channel, as the channel's messages are. */
export async function canReadChannelFile(db: Queryable, tenantId: string, userId: string, fileId: string): Promise<boolean> {
  const channelId = await channelOfFile(db, fileId);
  return channelId !== undefined && (await findMemberChannel(db, tenantId, userId, channelId)) !== undefined;
}

/**
 * A learner's upload (decision 0081): to its uploader always; named on a discussion post, to
 * whoever may open that discussion now; on a team's hand-in, to the team's members and the
 * instructors of its course (`canGrade`).
 */
export async function canReadAttachment(
  db: Queryable,
  tenantId: string,
  userId: string,
  fileId: string,
  canGrade: (objectiveId: string) => boolean,
  now: Date,
): Promise<boolean> {
  const place = await placeOfAttachment(db, fileId);
  if (!place) return false;
  if (place.owner_id === userId) return true;
  if (place.post_activity_id) return canReadActivityFile(db, tenantId, userId, place.post_activity_id, now);
  if (!place.team_id) return false;
  const team = await teamOfHandIn(db, place.team_id);
  return team.memberIds.includes(userId) || team.objectiveIds.some(canGrade);
}

async function teamOfHandIn(db: Queryable, teamId: string) {
  const rows = await db.query<{ user_id: string; objective_id: string }>(
    `SELECT a.user_id, a.objective_id FROM group_activity_workflow_members m
       JOIN objective_workflow_aggregates a ON a.id = m.objective_workflow_aggregate_id
      WHERE m.group_activity_workflow_id = $1`,
    [teamId],
  );
  return { memberIds: rows.map((r) => r.user_id), objectiveIds: [...new Set(rows.map((r) => r.objective_id))] };
}
