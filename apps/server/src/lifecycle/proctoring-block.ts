import { isProctoringBlocked } from '@lp/domain';
import { HttpError } from '../lib/http-error.ts';

export const PROCTORING_BLOCKED_MESSAGE =
  'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.';

/** The refusal of work on a blocked course, with the reason code the web maps to its message. */
export const proctoringBlockedError = (status: 400 | 409 = 409) =>
  new HttpError(status, status === 400 ? 'badRequest' : 'conflict', PROCTORING_BLOCKED_MESSAGE, { reason: ['proctoringBlocked'] });

/**
 * doc 2 §4 Availability: a run whose latest proctoring session is not in an allowed
 * state takes no more work (starting or finishing activities, submitting, finishing).
 * `state` is read with the run (`lastRunSessionSql`), not by a query of its own.
 */
export function assertRunNotProctoringBlocked(state: string | null): void {
  if (isProctoringBlocked(state === null ? null : { state })) throw proctoringBlockedError();
}
