import { ProctoringSessionState } from './enums.ts';

const ALLOWED: ReadonlySet<string> = new Set<ProctoringSessionState>([
  ProctoringSessionState.Created,
  ProctoringSessionState.InProgress,
  ProctoringSessionState.Completed,
  ProctoringSessionState.Verified,
]);

/**
 * doc 2 §4 Availability: "a proctoring session not in an allowed state blocks the course".
 * Allowed: opened, recording, recorded and waiting for review, or reviewed and accepted.
 * Flagged, rejected and stopped sessions are not, and neither is a state this version
 * does not know: an exam fails closed.
 */
export function isProctoringSessionAllowed(state: string): boolean {
  return ALLOWED.has(state);
}

/** The course is blocked by the last proctoring session of its current run (none: not blocked). */
export function isProctoringBlocked(lastSession: { readonly state: string } | null | undefined): boolean {
  return lastSession != null && !isProctoringSessionAllowed(lastSession.state);
}

/**
 * A proctored exam's content opens only inside a session the proctoring tool started
 * (LtiStartAssessment redeemed its token: `InProgress`, decision 0021).
 */
export function canOpenProctoredExam(lastSession: { readonly state: string } | null | undefined): boolean {
  return lastSession?.state === ProctoringSessionState.InProgress;
}

/**
 * LTI Proctoring Services: an attempt is begun when the proctoring tool starts the
 * assessment (LtiStartAssessment). Until then its session stays `Created`, and opening the
 * proctoring tool again (another visit, a second tab, a reload) is the same attempt with the
 * same attempt_number (decision 0057); a started attempt, or none, means the next is new.
 */
export function isAttemptAwaitingStart(
  lastSession: { readonly state: string; readonly attemptNumber: number | null } | null | undefined,
): boolean {
  return lastSession?.state === ProctoringSessionState.Created && lastSession.attemptNumber !== null;
}

/** A start token starts only an attempt not begun yet: once `InProgress`, its other tokens start nothing (decision 0057). */
export function canStartAttempt(session: { readonly state: string }): boolean {
  return session.state === ProctoringSessionState.Created;
}

/** LTI-AP Assessment Control actions the portal takes from a proctoring tool (decision 0021). */
export type AssessmentControlAction = 'flag' | 'terminate' | 'update' | 'pause' | 'resume';

/**
 * The session state an Assessment Control request asks for: `flag` → Suspicious,
 * `terminate` → Terminated, `update` with reason `verified` → Verified; anything else
 * (pause, resume, other updates) changes no state (null).
 */
export function stateForAssessmentControl(action: AssessmentControlAction, reasonCode: string | undefined): ProctoringSessionState | null {
  if (action === 'flag') return ProctoringSessionState.Suspicious;
  if (action === 'terminate') return ProctoringSessionState.Terminated;
  if (action === 'update' && reasonCode === 'verified') return ProctoringSessionState.Verified;
  return null;
}
