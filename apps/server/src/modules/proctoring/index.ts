// What other modules may use of proctoring: the run's last session, the block rule, and recording a verdict.
export { lastRunSessionSql, toSessionView, type LastRunSessionColumn } from './proctoring-repository.ts';
export { assertRunNotProctoringBlocked, proctoringBlockedError } from './run-block.ts';
export { recordProctoringSession } from './record-session.ts';
export {
  completeProctoredAttempt,
  findProctoredAttempt,
  lastSessionOf,
  openProctoredAttempt,
  redeemStartToken,
  setSessionState,
  type RedeemedAttempt,
} from './attempts.ts';
