import type { Score } from '@lp/contract/calls';
import { acceptsToolScore, toolScoreEffect, type ToolScoreEffect, WorkflowState } from '@lp/domain';
import type { Db, Queryable } from '../db/client.ts';
import { notifyActivityResult } from '../data/live-events.ts';
import { completeProctoredAttempt } from './proctored-attempts.ts';
import { lockTeamsForFinish, recordTeamSubmission, type LockedTeam } from './team-submission.ts';
import { afterToolGrade, openActivityWorkflowFor } from './tool-grades.ts';
import { writeActivityRecord } from './activity-records.ts';

/** The attempt a tool scores: the learner's activity run and its course run (the LTI module finds it). */
export interface ScoredAttempt {
  activity_workflow_id: string;
  objective_workflow_id: string;
  user_id: string;
}

export interface ScoreInput {
  tenantId: string;
  toolId: string;
  attempt: ScoredAttempt;
  activityId: string;
  activityMaxScore: number;
  score: Score;
  now: Date;
}

/**
 * A tool's score for a learner's attempt (AGS 2.0 §3.4), in one transaction: only a score
 * newer than the last one kept counts (retries and late deliveries change nothing), the
 * activity workflow moves as toolScoreEffect says, the activity's one record carries the
 * result, the run follows (afterToolGrade) and its learner is told (notifyActivityResult).
 * Returns whether anything changed.
 */
export async function applyScore(db: Db, input: ScoreInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { attempt, score, now } = input;
    // The team first (a team activity), then the runs, then the activity: the order every
    // writer of a run takes, so a tool's grade and a member's own submission never deadlock.
    const team = (
      await lockTeamsForFinish(tx, input.tenantId, attempt.user_id, attempt.objective_workflow_id, [attempt.activity_workflow_id])
    ).get(attempt.activity_workflow_id);
    await tx.query('SELECT 1 FROM objective_workflows WHERE id = $1 FOR UPDATE', [attempt.objective_workflow_id]);
    const [aw] = await tx.query<{ state: WorkflowState; run_state: WorkflowState; last: Date | null }>(
      `SELECT aw.state, w.state AS run_state, s.timestamp AS last
         FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
         LEFT JOIN lti_scores s ON s.activity_workflow_id = aw.id
        WHERE aw.id = $1 FOR UPDATE OF aw`,
      [attempt.activity_workflow_id],
    );
    if (!aw) return false;
    const timestamp = new Date(score.timestamp);
    if (aw.last && aw.last.getTime() >= timestamp.getTime()) return false;
    await tx.query(
      `INSERT INTO lti_scores (activity_workflow_id, tenant_id, tool_id, score_given, score_maximum, activity_progress, grading_progress, comment, timestamp, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (activity_workflow_id) DO UPDATE SET tool_id = EXCLUDED.tool_id, score_given = EXCLUDED.score_given, score_maximum = EXCLUDED.score_maximum,
         activity_progress = EXCLUDED.activity_progress, grading_progress = EXCLUDED.grading_progress, comment = EXCLUDED.comment,
         timestamp = EXCLUDED.timestamp, received_at = EXCLUDED.received_at`,
      [
        attempt.activity_workflow_id,
        input.tenantId,
        input.toolId,
        score.scoreGiven ?? null,
        score.scoreMaximum ?? null,
        score.activityProgress,
        score.gradingProgress,
        score.comment ?? null,
        timestamp,
        now,
      ],
    );
    // A run already handed in for good (graded, finished…) keeps its result: the score is kept, not counted.
    if (!acceptsToolScore(aw.run_state)) return true;
    const effect = toolScoreEffect(score, aw.state, input.activityMaxScore);
    if (effect.kind === 'unchanged') return true;
    await moveActivity(tx, input, attempt.activity_workflow_id, effect);
    // A proctored exam handed in: its attempt is recorded and waits for review (decision 0021).
    await completeProctoredAttempt(tx, attempt.activity_workflow_id);
    await afterToolGrade(tx, input.tenantId, attempt.objective_workflow_id, now);
    const teamRuns = team ? await gradeTeam(tx, input, team, effect) : [];
    // Each moved run's learner sees it at once (decision 0074): ids only, sent at commit.
    await notifyActivityResult(tx, input.tenantId, [attempt.objective_workflow_id, ...teamRuns]);
    return true;
  });
}

type MovingEffect = Exclude<ToolScoreEffect, { kind: 'unchanged' }>;

async function moveActivity(tx: Queryable, input: ScoreInput, activityWorkflowId: string, effect: MovingEffect) {
  if (effect.kind === 'submitted') {
    await tx.query('UPDATE activity_workflows SET state = $2, submitted = COALESCE(submitted, $3), progress = 1 WHERE id = $1', [
      activityWorkflowId,
      WorkflowState.submitted,
      input.now,
    ]);
    return;
  }
  await tx.query(
    'UPDATE activity_workflows SET state = $2, submitted = COALESCE(submitted, $3), finished = $3, progress = 1 WHERE id = $1',
    [activityWorkflowId, WorkflowState.finished, input.now],
  );
  await writeActivityRecord(tx, { ...input, activityWorkflowId }, effect.result);
}

/**
 * A team activity graded by its tool (decision 0020): the grade the tool gave the member
 * who launched it is every member's, at once, in their latest run still open — their
 * activity workflow made if they never opened it, moved by the same toolScoreEffect, with
 * the same record — and the team records that it was handed in, and by whom.
 */
async function gradeTeam(tx: Queryable, input: ScoreInput, team: LockedTeam, effect: MovingEffect): Promise<string[]> {
  const moved: string[] = [];
  for (const member of team.members) {
    if (member.userId === input.attempt.user_id || !member.runId) continue;
    if (!acceptsToolScore(member.runState)) continue;
    const memberEffect = toolScoreEffect(input.score, member.activityState ?? WorkflowState.inProgress, input.activityMaxScore);
    if (memberEffect.kind === 'unchanged') continue;
    const activityWorkflowId =
      member.activityWorkflowId ??
      (await openActivityWorkflowFor(tx, {
        tenantId: input.tenantId,
        runId: member.runId,
        partId: team.activityPartId,
        activityId: input.activityId,
        now: input.now,
      }));
    await moveActivity(tx, input, activityWorkflowId, memberEffect);
    await afterToolGrade(tx, input.tenantId, member.runId, input.now);
    moved.push(member.runId);
  }
  const finished = effect.kind === 'finished';
  await recordTeamSubmission(
    tx,
    team.id,
    finished ? WorkflowState.finished : WorkflowState.submitted,
    input.attempt.user_id,
    input.now,
    finished,
  );
  return moved;
}
