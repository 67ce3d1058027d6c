import type {
  ActivityPositionView,
  ActivityTreeNode,
  ActivityWorkflowView,
  FinishActivityWorkflowsBody,
  StartActivityWorkflowsBody,
  UpdateActivityWorkflowBody,
} from '@lp/contract';
import {
  findInTree,
  getActivityPositionProblem,
  getPositionProgress,
  getStoredSavedAt,
  isNewerPosition,
  type ActivityPositionProblem,
  getActivityDisabledReason,
  getRunProgress,
  getTeamMemberEffect,
  getTeamStateAfterSubmission,
  isRunInProgress,
  WorkflowState,
} from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error.ts';
import type { CommandContext } from '../commands/command-bus.ts';
import { loadRunTree, type RunTree } from '../data/run-tree/run-tree.ts';
import { locateActivity } from '../data/run-tree/activity-access.ts';
import { toActivityWorkflowView } from '../data/run-tree/build-tree.ts';
import type { ActivityWorkflowTimesRow } from '../data/run-tree/tree-repository.ts';
import { assertRunNotProctoringBlocked } from './proctoring-block.ts';
import { lastRunSessionSql } from '../data/proctoring-sessions.ts';
import { insertUsageEvent } from '../events/event-repository.ts';
import { activityModesOfRun, lockTeamsForFinish, recordTeamSubmission, type LockedTeam } from './team-submission.ts';

/** The learner's own run, locked, in progress and not blocked by proctoring; anything else cannot change its activities. Answers its progress. */
async function lockOpenRun(ctx: CommandContext, objectiveWorkflowId: string): Promise<number> {
  const owner = await ctx.tx.query<{ user_id: string; state: WorkflowState; progress: number; proctoring_state: string | null }>(
    `SELECT user_id, state, progress, ${lastRunSessionSql('objective_workflows.id')}->>'state' AS proctoring_state
       FROM objective_workflows WHERE id = $1 AND tenant_id = $2 FOR UPDATE`,
    [objectiveWorkflowId, ctx.tenantId],
  );
  if (!owner[0] || owner[0].user_id !== ctx.userId) throw notFound('No such run.');
  if (!isRunInProgress(owner[0].state)) throw conflict('This run is no longer in progress.');
  assertRunNotProctoringBlocked(owner[0].proctoring_state);
  return owner[0].progress;
}

/** The open run (lockOpenRun) with its tree. */
async function openRun(ctx: CommandContext, objectiveWorkflowId: string): Promise<RunTree> {
  await lockOpenRun(ctx, objectiveWorkflowId);
  return loadRunTree(ctx.tx, ctx.tenantId, objectiveWorkflowId, ctx.now);
}

/** A run's progress follows its tree (doc 2 §4): after its activities changed. */
async function followRun(ctx: CommandContext, objectiveWorkflowId: string): Promise<number> {
  const { tree } = await loadRunTree(ctx.tx, ctx.tenantId, objectiveWorkflowId, ctx.now);
  const progress = getRunProgress(tree);
  await updateRunProgress(ctx.tx, objectiveWorkflowId, progress);
  return progress;
}

/**
 * doc 1 §7 start-activity-workflows. Each part must be an activity the table of contents
 * would let the learner open: the same disabled rules, the same reason codes (doc 2 §4, §8).
 * Starting an activity that already has a workflow in this run returns that workflow.
 */
export async function startActivityWorkflows(
  { objectiveWorkflowId, activityPartIds: asked }: StartActivityWorkflowsBody,
  ctx: CommandContext,
) {
  // A part named twice is started once (the tree read above does not see what this loop inserts).
  const activityPartIds = [...new Set(asked)];
  const run = await openRun(ctx, objectiveWorkflowId);
  const modes = await activityModesOfRun(ctx.tx, ctx.tenantId, objectiveWorkflowId, activityPartIds);
  const started: ActivityWorkflowView[] = [];
  for (const partId of activityPartIds) {
    const found = findInTree<ActivityTreeNode>(run.tree, (n) => n.id === partId);
    if (!found) throw notFound('No such activity in this course.');
    const node = found.node;
    if (node.childActivity.children)
      throw new HttpError(400, 'badRequest', 'A module is opened through its activities.', { activityPartIds: ['composite'] });
    const existing = node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow;
    if (existing) {
      started.push(existing);
      continue;
    }
    // Decision 0020: an activity done in teams only cannot be started by a learner without a team.
    const reason = getActivityDisabledReason(node, ctx.now) ?? modes.get(partId)?.reason;
    if (reason)
      throw new HttpError(400, 'badRequest', 'This activity cannot be started now.', { reason: [reason], activityPartIds: [partId] });
    const id = await insertActivityWorkflow(ctx, objectiveWorkflowId, partId, node.childActivity.id);
    await ctx.tx.query('UPDATE objective_workflow_aggregates SET last_activity_workflow_id = $1 WHERE last_objective_workflow_id = $2', [
      id,
      objectiveWorkflowId,
    ]);
    await insertUsageEvent(ctx.tx, {
      tenantId: ctx.tenantId,
      userId: ctx.userId,
      name: 'activity_start',
      payload: { objectiveId: run.objectiveId, objectiveWorkflowId, activityPartId: partId, activityId: node.childActivity.id },
    });
    started.push({ id, state: WorkflowState.inProgress, progress: 0, started: ctx.now.toISOString(), submitted: null, finished: null });
  }
  return { data: started };
}

async function insertActivityWorkflow(
  ctx: CommandContext,
  objectiveWorkflowId: string,
  partId: string,
  activityId: string,
): Promise<string> {
  const [row] = await ctx.tx.query<{ id: string }>(
    `INSERT INTO activity_workflows (id, tenant_id, objective_workflow_id, activity_part_id, activity_id, state, started)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6) RETURNING id`,
    [ctx.tenantId, objectiveWorkflowId, partId, activityId, WorkflowState.inProgress, ctx.now],
  );
  return row!.id;
}

/** Content worked through is finished with a completion record; an activity graded by hand or by its tool is submitted. */
async function closeActivityWorkflow(ctx: CommandContext, aw: { id: string; activity_id: string }, waits: boolean) {
  if (waits) {
    await ctx.tx.query('UPDATE activity_workflows SET state = $2, submitted = $3, progress = 1 WHERE id = $1', [
      aw.id,
      WorkflowState.submitted,
      ctx.now,
    ]);
    return;
  }
  await ctx.tx.query('UPDATE activity_workflows SET state = $2, submitted = $3, finished = $3, progress = 1 WHERE id = $1', [
    aw.id,
    WorkflowState.finished,
    ctx.now,
  ]);
  await ctx.tx.query(
    `INSERT INTO activity_records (id, tenant_id, activity_workflow_id, activity_id, passed, finished) VALUES (gen_random_uuid(), $1, $2, $3, NULL, $4)`,
    [ctx.tenantId, aw.id, aw.activity_id, ctx.now],
  );
}

/**
 * A team's work handed in by one member (issue 12, decision 0020): every member's activity
 * workflow of it in their latest run closes now (domain getTeamMemberEffect), and the team
 * records who did it. Returns the runs whose progress moved.
 */
async function closeForTeam(ctx: CommandContext, team: LockedTeam, activityId: string, waits: boolean): Promise<string[]> {
  const runs: string[] = [];
  for (const member of team.members) {
    const effect = getTeamMemberEffect(member, waits);
    if (effect.kind === 'skip' || !member.runId) continue;
    const id = effect.create
      ? await insertActivityWorkflow(ctx, member.runId, team.activityPartId, activityId)
      : member.activityWorkflowId!;
    await closeActivityWorkflow(ctx, { id, activity_id: activityId }, waits);
    runs.push(member.runId);
  }
  await recordTeamSubmission(ctx.tx, team.id, getTeamStateAfterSubmission(waits), ctx.userId, ctx.now, !waits);
  return runs;
}

/**
 * doc 1 §7 finish-activity-workflows. Content the learner just works through (text,
 * video, event, discussion) is finished with a completion record; an activity graded by
 * an instructor or by its tool is submitted and waits for the grade. A team activity is
 * closed for the whole team at once, exactly once: its team is locked first, so a second
 * member submitting at the same moment waits, then finds their own work already closed.
 */
export async function finishActivityWorkflows(
  { objectiveWorkflowId, activityWorkflowIds }: FinishActivityWorkflowsBody,
  ctx: CommandContext,
) {
  const teams = await lockTeamsForFinish(ctx.tx, ctx.tenantId, ctx.userId, objectiveWorkflowId, activityWorkflowIds);
  const progressBefore = await lockOpenRun(ctx, objectiveWorkflowId);
  const rows = await ctx.tx.query<{
    id: string;
    state: WorkflowState;
    activity_id: string;
    manual_grading: boolean;
    type: string;
    support_lti_grading: boolean;
  }>(
    `SELECT aw.id, aw.state, aw.activity_id, a.manual_grading, a.type, a.support_lti_grading
       FROM activity_workflows aw JOIN activities a ON a.id = aw.activity_id
      WHERE aw.objective_workflow_id = $1 AND aw.id = ANY($2::uuid[])`,
    [objectiveWorkflowId, activityWorkflowIds],
  );
  if (rows.length !== new Set(activityWorkflowIds).size) throw notFound('No such activity workflow in this run.');
  const changedRuns = new Set<string>();
  for (const aw of rows) {
    if (!isRunInProgress(aw.state)) continue; // finishing twice changes nothing
    const waits = aw.manual_grading || (aw.type === 'lti' && aw.support_lti_grading);
    const team = teams.get(aw.id);
    // A team already done (the learner was left out, then started a new run) is finished by the learner alone.
    if (team && isRunInProgress(team.state)) for (const run of await closeForTeam(ctx, team, aw.activity_id, waits)) changedRuns.add(run);
    else await closeActivityWorkflow(ctx, aw, waits);
  }
  changedRuns.delete(objectiveWorkflowId);
  for (const run of changedRuns) await followRun(ctx, run);
  // Nothing changed (a second member's click on the team's work already handed in): the stored progress stands.
  const progress = rows.some((aw) => isRunInProgress(aw.state)) ? await followRun(ctx, objectiveWorkflowId) : progressBefore;
  const finished = await ctx.tx.query<ActivityWorkflowTimesRow>(
    `SELECT id, state, progress, started, submitted, finished FROM activity_workflows WHERE id = ANY($1::uuid[])`,
    [activityWorkflowIds],
  );
  return { data: finished.map(toActivityWorkflowView), progress };
}

/**
 * The learner's progress and data on an activity in progress (doc 1 §7 update activity
 * workflow). Saving is work on the run like starting or finishing an activity, under the
 * same rules: the learner's own run (else 404), still in progress and not blocked by
 * proctoring (409); the workflow one of this run's (404) and still in progress (409); its
 * activity not locked (400 with the reason code, as starting it: decision 0007). Data is
 * merged key by key, so a repeated call leaves the same state.
 *
 * Decision 0076: progress is never lowered, and a position (`data.position`) older than the
 * stored one (a late retry from another tab) changes nothing: the call still answers 200
 * with the stored state. Both are decided under the workflow's row lock, so two saves at
 * once apply in turn.
 */
export async function updateActivityWorkflow(
  ctx: CommandContext,
  ids: { objectiveWorkflowId: string; activityWorkflowId: string },
  change: UpdateActivityWorkflowBody,
): Promise<ActivityWorkflowView> {
  const position = change.data?.position;
  const problem = position ? getActivityPositionProblem(position) : null;
  if (problem) throw badRequest(POSITION_PROBLEMS[problem], { 'data.position': [POSITION_PROBLEMS[problem]] });
  const run = await openRun(ctx, ids.objectiveWorkflowId);
  const [aw] = await ctx.tx.query<{ state: WorkflowState; activity_part_id: string | null; position: ActivityPositionView | null }>(
    `SELECT state, activity_part_id, data->'position' AS position FROM activity_workflows
      WHERE id = $1 AND objective_workflow_id = $2 FOR UPDATE`,
    [ids.activityWorkflowId, ids.objectiveWorkflowId],
  );
  if (!aw) throw notFound('No such activity workflow in this run.');
  if (!isRunInProgress(aw.state)) throw conflict('This activity is no longer in progress.');
  const located = locateActivity(run, aw.activity_part_id, ctx.now);
  if (!located) throw notFound('Activity not found.');
  if (located.lockedReason)
    throw new HttpError(400, 'badRequest', 'This activity cannot be worked on now.', { reason: [located.lockedReason] });
  const data: Record<string, unknown> | undefined = change.data && { ...change.data };
  let progress = change.progress;
  if (data && position) {
    const stored = { ...position, savedAt: getStoredSavedAt(position.savedAt, ctx.now) };
    if (isNewerPosition(aw.position, stored)) {
      data.position = stored;
      progress = Math.max(progress ?? 0, getPositionProgress(position) ?? 0);
    } else delete data.position;
  }
  const [row] = await ctx.tx.query<ActivityWorkflowTimesRow>(
    `UPDATE activity_workflows SET progress = GREATEST(progress, COALESCE($2, progress)), data = data || COALESCE($3::jsonb, '{}'::jsonb)
      WHERE id = $1 RETURNING id, state, progress, started, submitted, finished, data->'position' AS position`,
    [ids.activityWorkflowId, progress ?? null, data && Object.keys(data).length ? JSON.stringify(data) : null],
  );
  return toActivityWorkflowView(row!);
}

/** The 400's words for each domain position problem. */
const POSITION_PROBLEMS: Record<ActivityPositionProblem, string> = {
  negative: 'A position cannot be negative.',
  scrollOutOfRange: 'A scroll position is a fraction between 0 and 1.',
  beyondDuration: "The time is beyond the video's length.",
  pageOutOfRange: "The page is not one of the document's pages.",
};

export async function updateRunProgress(tx: Queryable, objectiveWorkflowId: string, progress: number) {
  await tx.query('UPDATE objective_workflows SET progress = $2 WHERE id = $1', [objectiveWorkflowId, Math.min(1, Math.max(0, progress))]);
}
