import { isProctoringBlocked } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { lastRunSessionState } from './proctoring-repository.ts';

export const PROCTORING_BLOCKED_MESSAGE = 'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.';

/** The refusal of work on a blocked course, with the reason code the web maps to its message. */
export const proctoringBlockedError = (status: 400 | 409 = 409) =>
  new HttpError(status, status === 400 ? 'badRequest' : 'conflict', PROCTORING_BLOCKED_MESSAGE, { reason: ['proctoringBlocked'] });

/**
 * doc 2 §4 Availability: a run whose latest proctoring session is not in an allowed
 * state takes no more work (starting or finishing activities, submitting, finishing).
 */
export async function assertRunNotProctoringBlocked(db: Queryable, runId: string): Promise<void> {
  const state = await lastRunSessionState(db, runId);
  if (isProctoringBlocked(state === null ? null : { state })) throw proctoringBlockedError();
}
