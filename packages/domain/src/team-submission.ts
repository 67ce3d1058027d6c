import { isRunInProgress } from './lifecycle.ts';
import { WorkflowState } from './enums.ts';

/**
 * What a team submission does to each member
 * (issue 12 "Team activities": completing or submitting a team activity records it for
 * every member at once, exactly once).
 */

export interface TeamMemberFacts {
  /** The member's latest run of the course; null: never started. */
  readonly runState: WorkflowState | null;
  /** The member's activity workflow of this activity in that run; null: not opened yet. */
  readonly activityState: WorkflowState | null;
}

/**
 * - `finish` / `submit`: the member's activity workflow (created if they never opened it)
 *   closes now, as the acting member's does;
 * - `skip`: `runNotInProgress` — the member has no run in progress to record it in (the
 *   team's result still shows to them); `alreadyDone` — their workflow is closed already.
 */
export type TeamMemberEffect =
  | { readonly kind: 'finish' | 'submit'; readonly create: boolean }
  | { readonly kind: 'skip'; readonly reason: 'runNotInProgress' | 'alreadyDone' };

/**
 * What a team submission does to one member: their activity workflow of that activity in
 * their latest run finishes, or is submitted when the activity waits for a grade (graded
 * by hand or by its tool), at the same moment as everyone else's.
 */
export function getTeamMemberEffect(member: TeamMemberFacts, waitsForGrade: boolean): TeamMemberEffect {
  if (!isRunInProgress(member.runState)) return { kind: 'skip', reason: 'runNotInProgress' };
  if (member.activityState !== null && !isRunInProgress(member.activityState)) return { kind: 'skip', reason: 'alreadyDone' };
  return { kind: waitsForGrade ? 'submit' : 'finish', create: member.activityState === null };
}

/** The state the team's group activity workflow takes when one member submits for all. */
export const getTeamStateAfterSubmission = (waitsForGrade: boolean): WorkflowState =>
  waitsForGrade ? WorkflowState.submitted : WorkflowState.finished;

/** Why a member's save of the team's hand-in is refused (decision 0081); null: it replaces the hand-in. */
export type TeamHandInRefusal = 'handedIn' | 'savedSince';

/**
 * The team's one hand-in (issue 34 item 4): any member replaces it while the team's work is
 * not handed in, naming the version they read; a save since then by another member is not
 * overwritten unseen (last write wins only over what the writer saw).
 */
export function getTeamHandInRefusal(facts: {
  readonly teamHandedIn: boolean;
  readonly storedVersion: number;
  readonly readVersion: number;
}): TeamHandInRefusal | null {
  if (facts.teamHandedIn) return 'handedIn';
  if (facts.storedVersion !== facts.readVersion) return 'savedSince';
  return null;
}
