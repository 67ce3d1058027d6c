import { isRunFinished, isRunHandedIn } from './lifecycle.ts';
import { hasDatePassed } from './dates.ts';
import type { DateInput } from './dates.ts';
import { GradeRevealPolicy, WorkflowState } from './enums.ts';

/** The run was handed in (doc 2 §4 Submitting): it cannot be resumed, and a result can exist. */
export function isHandedIn(workflowState: WorkflowState | null | undefined): boolean {
  return isRunHandedIn(workflowState);
}

/**
 * The date the enrolment's policy reveals results on: AfterDate's date; null under the
 * other policies, which reveal with the hand-in or never (doc 2 §4 Grade visibility).
 */
export function getGradeRevealDate(
  policy: GradeRevealPolicy | null | undefined,
  revealDate: DateInput | null | undefined,
): DateInput | null {
  return policy === GradeRevealPolicy.AfterDate ? (revealDate ?? null) : null;
}

/**
 * The policy half of doc 2 §4 Grade visibility: whether the enrolment's policy lets any
 * result out now, whatever the run's state. Never: not at all; AfterDate: from its date
 * (decision: with no date, never); None and AfterFinish: yes, they wait only for the
 * hand-in.
 */
export function isRevealPolicyOpen(
  policy: GradeRevealPolicy | null | undefined,
  revealDate: DateInput | null | undefined,
  now: Date,
): boolean {
  if (policy === GradeRevealPolicy.Never) return false;
  if (policy === GradeRevealPolicy.AfterDate) return hasDatePassed(now, revealDate);
  return true;
}

/**
 * doc 2 §4 Grade visibility by policy: Never hides; AfterFinish (and None, which behaves
 * like it) shows once the run is handed in; AfterDate hides until the date.
 * Decisions: AfterDate also needs a handed-in run (before that there is no grade) and an
 * AfterDate policy with no date stays hidden. For a result imported with no workflow, pass
 * `WorkflowState.finished`: the record is final.
 */
export function canRevealGrade(
  policy: GradeRevealPolicy | null | undefined,
  workflowState: WorkflowState | null | undefined,
  revealDate: DateInput | null | undefined,
  now: Date,
): boolean {
  return isHandedIn(workflowState) && isRevealPolicyOpen(policy, revealDate, now);
}

/** The enrolment's reveal policy and a run's or result's protection: what every result rule below reads. */
export interface ResultRevealInput {
  readonly gradeRevealPolicy: GradeRevealPolicy | null | undefined;
  readonly gradeRevealDate?: DateInput | null;
  readonly protectResults: boolean | null | undefined;
}

/**
 * A course result as every answer carries it: lists, details, previous attempts, the
 * certificate and the public certificate (decision 0011). Shown when the grade of the run
 * it is of may be revealed and the result is not protected; `workflowState` null is a
 * result with no run (imported), which is final.
 */
export function canRevealResult(
  input: ResultRevealInput & { readonly workflowState: WorkflowState | null | undefined },
  now: Date,
): boolean {
  const state = input.workflowState ?? WorkflowState.finished;
  return !input.protectResults && canRevealGrade(input.gradeRevealPolicy, state, input.gradeRevealDate, now);
}

/**
 * Decision 0011: the activity results of a learner's run (every activity record, the best
 * record of each activity) follow the course's policy, not the run's state. The course
 * result is made of them, so while the policy withholds it (Never; AfterDate before its
 * date) or the run's results are protected they are withheld too — in a run still in
 * progress as well, where a graded activity already holds what the result will be.
 * None and AfterFinish show them during the run: the result they add up to is shown at
 * the hand-in that creates it, so nothing hidden is told earlier.
 */
export function canRevealActivityResults(input: ResultRevealInput, now: Date): boolean {
  return !input.protectResults && isRevealPolicyOpen(input.gradeRevealPolicy, input.gradeRevealDate, now);
}

export interface ReviewAllowedInput {
  readonly workflowState: WorkflowState | null | undefined;
  readonly supportReview: boolean;
  readonly gradeRevealPolicy: GradeRevealPolicy | null | undefined;
  readonly gradeRevealDate?: DateInput | null;
}

/**
 * doc 2 §4: review is allowed only when the workflow is finished, review is supported and
 * the policy is not Never, or (for AfterDate) the date has passed. Read as: finished and
 * supported, and then None/AfterFinish allow it, Never forbids it, AfterDate waits for
 * its date.
 */
export function isReviewAllowed(input: ReviewAllowedInput, now: Date): boolean {
  if (!isRunFinished(input.workflowState) || !input.supportReview) return false;
  return isRevealPolicyOpen(input.gradeRevealPolicy, input.gradeRevealDate, now);
}
