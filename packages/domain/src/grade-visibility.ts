import { hasDatePassed } from './dates.ts';
import type { DateInput } from './dates.ts';
import { GradeRevealPolicy, WorkflowState } from './enums.ts';

// States in which a run has been handed in, so a result can exist.
const HANDED_IN_STATES: readonly WorkflowState[] = [
  WorkflowState.submitted,
  WorkflowState.inGrading,
  WorkflowState.graded,
  WorkflowState.gradingApproved,
  WorkflowState.finished,
];

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
  if (policy === GradeRevealPolicy.Never) return false;
  const handedIn = workflowState !== null && workflowState !== undefined && HANDED_IN_STATES.includes(workflowState);
  if (policy === GradeRevealPolicy.AfterDate) return handedIn && hasDatePassed(now, revealDate);
  return handedIn;
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
  if (input.workflowState !== WorkflowState.finished || !input.supportReview) return false;
  if (input.gradeRevealPolicy === GradeRevealPolicy.Never) return false;
  if (input.gradeRevealPolicy === GradeRevealPolicy.AfterDate) return hasDatePassed(now, input.gradeRevealDate);
  return true;
}
