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
