import { AssessmentControlSchema } from '@lp/contract/calls';
import { stateForAssessmentControl, type ProctoringSessionState } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findProctoredAttempt, setSessionState } from '../../lifecycle/proctored-attempts.ts';
import type { ServiceCaller } from './grade-services.ts';
import { findLtiActivity } from './lti-repository.ts';
import { isUuid } from '../../lib/is-uuid.ts';
import { validationError } from '../../lib/validation-error.ts';

const STATUS: Record<ProctoringSessionState, string> = {
  Created: 'running',
  InProgress: 'running',
  Completed: 'completed',
  Verified: 'verified',
  Suspicious: 'flagged',
  Rejected: 'rejected',
  Terminated: 'terminated',
};

/**
 * The proctoring tool reports on an attempt (decision 0021): `flag` and `terminate` block
 * the learner's course until an instructor's verdict, `update` with reason `verified`
 * accepts the attempt. Only an attempt of an activity launched with this tool, by its
 * learner's attempt number, can be reported on.
 */
export async function controlAssessment(db: Db, tenantId: string, caller: ServiceCaller, body: unknown): Promise<{ status: string }> {
  const parsed = AssessmentControlSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  const activity = isUuid(request.resource_link.id) ? await findLtiActivity(db, request.resource_link.id) : undefined;
  if (!activity || activity.lti_tool_id !== caller.toolId || !activity.proctored)
    throw notFound('No proctored exam of this tool has that resource link.');
  const attempt = isUuid(request.user.sub)
    ? await findProctoredAttempt(db, { tenantId, userId: request.user.sub, activityId: activity.id, attemptNumber: request.attempt_number })
    : undefined;
  if (!attempt) throw notFound('This learner has no such attempt at this exam.');
  const state = stateForAssessmentControl(request.action, request.reason_code);
  if (state && state !== attempt.state) await db.transaction((tx) => setSessionState(tx, attempt.id, state));
  return { status: STATUS[state ?? attempt.state] };
}
