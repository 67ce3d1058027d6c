import { appliesRetakeWindow, isRetakeAllowed } from './course-actions.ts';
import type { CourseActionsInput } from './course-actions.ts';
import { hasDatePassed, toDate } from './dates.ts';
import { GradeRevealPolicy } from './enums.ts';
import { isAwaitingGrade, isRunFinished, isRunHandedIn } from './lifecycle.ts';
import { getRetakeAvailableAt } from './retake-window.ts';

/**
 * What happens after a hand-in, as facts the page says in plain words (issue 33). Dates
 * only: never a result, so nothing the reveal policy withholds is told.
 */
export type NextStep =
  /** Submitted or in grading: an instructor grades the work. */
  | { readonly kind: 'instructorGrades' }
  /** Graded or approved: the grade is released when approved. */
  | { readonly kind: 'gradeAwaitsRelease' }
  /** The result comes with the grade (reveal policy None or AfterFinish, or AfterDate past its date). */
  | { readonly kind: 'resultsWhenGraded' }
  /** AfterDate before its date. */
  | { readonly kind: 'resultsOnDate'; readonly date: Date }
  /** Never, AfterDate with no date, or protected results. */
  | { readonly kind: 'resultsNotShown' }
  /** A retake waits for the grade, and then for the window counted from then (`notBefore` its earliest). */
  | { readonly kind: 'retakeAfterGrading'; readonly notBefore: Date | null }
  | { readonly kind: 'retakeFrom'; readonly date: Date }
  | { readonly kind: 'retakeNow' }
  | { readonly kind: 'noRetake' };

export type NextStepKind = NextStep['kind'];

/**
 * The learner's next steps once their run is handed in, from the rules the server enforces:
 * the run's state machine (lifecycle.ts), the reveal policy (grade-visibility.ts) and the
 * retake window (retake-window.ts, counted from the run's finish, doc 2 §4). While the run
 * waits for its grade the window has not begun: its earliest opening counts from the hand-in.
 * Nothing before the hand-in (an empty list).
 */
export function getNextSteps(input: CourseActionsInput, now: Date): NextStep[] {
  const workflow = input.lastObjectiveWorkflow;
  if (!workflow || !isRunHandedIn(workflow.state)) return [];
  const finished = isRunFinished(workflow.state);
  const steps: NextStep[] = [];
  if (isAwaitingGrade(workflow.state)) steps.push({ kind: 'instructorGrades' });
  else if (!finished) steps.push({ kind: 'gradeAwaitsRelease' });

  const results = getResultsStep(input, finished, now);
  if (results) steps.push(results);
  steps.push(getRetakeStep(input, finished, now));
  return steps;
}

function getResultsStep(input: CourseActionsInput, finished: boolean, now: Date): NextStep | null {
  const { gradeRevealPolicy: policy, gradeRevealDate } = input.access;
  const revealDate = toDate(gradeRevealDate);
  if (input.lastObjectiveWorkflow?.protectResults || policy === GradeRevealPolicy.Never) return { kind: 'resultsNotShown' };
  if (policy === GradeRevealPolicy.AfterDate) {
    if (!revealDate) return { kind: 'resultsNotShown' };
    if (!hasDatePassed(now, revealDate)) return { kind: 'resultsOnDate', date: revealDate };
  }
  // A finished run's result is on the page already.
  return finished ? null : { kind: 'resultsWhenGraded' };
}

function getRetakeStep(input: CourseActionsInput, finished: boolean, now: Date): NextStep {
  if (!isRetakeAllowed(input)) return { kind: 'noRetake' };
  const { retakeWindow, retakeWindowUnit } = input.access;
  const windowed = appliesRetakeWindow(input);
  const workflow = input.lastObjectiveWorkflow;
  if (!finished) {
    const notBefore = windowed ? getRetakeAvailableAt(workflow?.submitted, retakeWindow, retakeWindowUnit) : null;
    return { kind: 'retakeAfterGrading', notBefore };
  }
  const opensAt = windowed ? getRetakeAvailableAt(workflow?.finished, retakeWindow, retakeWindowUnit) : null;
  return opensAt && opensAt.getTime() > now.getTime() ? { kind: 'retakeFrom', date: opensAt } : { kind: 'retakeNow' };
}
