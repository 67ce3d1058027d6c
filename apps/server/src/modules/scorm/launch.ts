import { randomUUID } from 'node:crypto';
import type { ScormLaunchAnswer } from '@lp/contract/scorm';
import { getScormEntry, isRunInProgress, type ScormDataModel } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { findContentPackage } from '../../data/content-packages.ts';
import { locateActivity } from '../../data/run-tree/activity-access.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { signContentToken } from '../../lib/content-token.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertRunNotProctoringBlocked } from '../../lifecycle/proctoring-block.ts';
import { readScormContent, type ScormContent } from './scorm-content.ts';
import { beginScormSession, findOwnAttempt, findScormData, type ScormAttemptRow } from './scorm-repository.ts';

export interface ScormLaunchRequest {
  tenantId: string;
  userId: string;
  activityWorkflowId: string;
  contentOrigin: string;
  tokenKey: string;
  now: Date;
}

const notLaunchable = (message: string, reason: string) => new HttpError(400, 'badRequest', message, { reason: [reason] });

/** Elements of one session only: a new session starts without them (RTE 3.4.4 / 4.2: exit and session_time are write-only per session). */
const SESSION_ONLY: Record<ScormDataModel, readonly string[]> = {
  '1.2': ['cmi.core.exit', 'cmi.core.session_time', 'cmi.core.entry'],
  '2004': ['cmi.exit', 'cmi.session_time', 'cmi.entry'],
};

/**
 * The elements the LMS sets (SCORM 1.2 RTE 3.4.4, 2004 RTE 4.2): who the learner is,
 * whether the session resumes, whether it counts (credit, mode) and what the manifest says.
 */
function lmsElements(model: ScormDataModel, attempt: ScormAttemptRow, content: ScormContent, entry: string, review: boolean) {
  const credit = review ? 'no-credit' : 'credit';
  const mode = review ? 'review' : 'normal';
  const { masteryScore, scaledPassingScore, completionThreshold } = content.criteria;
  if (model === '1.2') {
    return {
      'cmi.core.student_id': attempt.user_id,
      'cmi.core.student_name': attempt.learner_name.slice(0, 255),
      'cmi.core.entry': entry,
      'cmi.core.credit': credit,
      'cmi.core.lesson_mode': mode,
      'cmi.launch_data': content.dataFromLms,
      ...(masteryScore !== undefined ? { 'cmi.student_data.mastery_score': String(masteryScore) } : {}),
      'cmi.student_data.max_time_allowed': content.maxTimeAllowed,
      'cmi.student_data.time_limit_action': content.timeLimitAction,
    };
  }
  return {
    'cmi.learner_id': attempt.user_id,
    'cmi.learner_name': attempt.learner_name.slice(0, 250),
    'cmi.entry': entry,
    'cmi.credit': credit,
    'cmi.mode': mode,
    'cmi.launch_data': content.dataFromLms,
    ...(completionThreshold !== undefined ? { 'cmi.completion_threshold': String(completionThreshold) } : {}),
    ...(scaledPassingScore !== undefined ? { 'cmi.scaled_passing_score': String(scaledPassingScore) } : {}),
    'cmi.max_time_allowed': content.maxTimeAllowed,
    ...(content.timeLimitAction ? { 'cmi.time_limit_action': content.timeLimitAction } : {}),
  };
}

/**
 * Opens a `scorm` activity of the caller's run (decision 0080). The attempt must be the
 * caller's (else the one 404), the run not blocked by proctoring, the activity open by the
 * content's lock rules (locateActivity, as every activity's content). An attempt in
 * progress starts a new player session (an older tab's commits are refused from then on);
 * a finished one opens in review mode (credit "no-credit", nothing kept).
 */
export async function launchScorm(db: Queryable, request: ScormLaunchRequest): Promise<ScormLaunchAnswer> {
  const { tenantId, userId, activityWorkflowId, now } = request;
  const attempt = await findOwnAttempt(db, tenantId, userId, activityWorkflowId);
  if (!attempt) throw notFound('No such activity workflow.');
  const content = attempt.activity_type === 'scorm' ? readScormContent(attempt.content) : null;
  if (!content) throw notLaunchable('This activity is not a SCORM activity.', 'notScorm');
  const stored = await findContentPackage(db, tenantId, content.packageId);
  if (!stored) throw notLaunchable("This activity's package is not in the portal.", 'noPackage');
  const review = !isRunInProgress(attempt.state) || !isRunInProgress(attempt.run_state);
  if (!review) assertRunNotProctoringBlocked(attempt.proctoring_state);
  const run = await loadRunTree(db, tenantId, attempt.objective_workflow_id, now);
  const located = locateActivity(run, attempt.activity_part_id, now);
  if (!located) throw notFound('No such activity in this course.');
  if (located.lockedReason) throw new HttpError(403, 'forbidden', 'This activity is locked.', { reason: [located.lockedReason] });

  const model = content.model;
  const kept = (await findScormData(db, activityWorkflowId))?.cmi ?? {};
  const entry = getScormEntry(model, kept);
  const cmi: Record<string, string> = Object.fromEntries(Object.entries(kept).filter(([name]) => !SESSION_ONLY[model].includes(name)));
  Object.assign(cmi, lmsElements(model, attempt, content, entry, review));
  const sessionId = randomUUID();
  if (!review) {
    await beginScormSession(db, {
      awId: activityWorkflowId,
      tenantId,
      userId,
      packageId: content.packageId,
      version: model,
      sessionId,
      now,
    });
  }
  const token = signContentToken(request.tokenKey, { t: tenantId, p: content.packageId, u: userId, w: activityWorkflowId }, now.getTime());
  return {
    playerUrl: `${request.contentOrigin}/scorm/player/${token}`,
    contentOrigin: request.contentOrigin,
    version: model,
    launch: content.launch,
    sessionId,
    mode: review ? 'review' : 'normal',
    cmi,
  };
}
