import { isInGrading, isRunFinished, isRunHandedIn } from './lifecycle.ts';
import { hasDatePassed, type DateInput } from './dates.ts';
import { ContentType, ResultsDisclosurePolicy, ReviewPolicy } from './enums.ts';
import type { ActivityConstraint, ContentNode } from './content-tree.ts';

export type ReviewHiddenReason = 'reviewPolicyNotAllowed' | 'afterRevealingDate' | 'afterScoreIsReached';

/**
 * doc 2 §4 Review hidden, as a reason code (null: review is not hidden).
 * Applies only to a submitted activity or a finished composite. Review policy Never hides;
 * AfterSubmission shows; AfterRevealingResults defers to the results disclosure policy:
 * hidden while in grading; Never hides; AfterDate hides until the disclosure date;
 * AfterScore always shows for LTI; AfterFinish hides until finished.
 * Decisions where the spec is silent: "results not revealed yet" (in grading, AfterDate,
 * AfterFinish) reads afterRevealingDate; the disclosure date is resultsDisclosureFrom,
 * else revealResultsFrom, and with neither it stays hidden; AfterScore on other types
 * shows once the best record reaches resultsDisclosureAbove (or has passed when none is set).
 */
export function getReviewHiddenReason(node: ContentNode, now: Date): ReviewHiddenReason | null {
  const activity = node.childActivity;
  const workflow = activity.activityWorkflowAggregate?.lastActivityWorkflow;
  if (!workflow) return null;
  const finished = isRunFinished(workflow.state);
  const applies = activity.type === ContentType.composite ? finished : isRunHandedIn(workflow.state);
  if (!applies) return null;

  const constraint = node.activityConstraint;
  switch (constraint?.reviewPolicy) {
    case ReviewPolicy.Never:
      return 'reviewPolicyNotAllowed';
    case ReviewPolicy.AfterRevealingResults:
      break;
    default:
      return null;
  }
  if (isInGrading(workflow.state)) return 'afterRevealingDate';
  switch (constraint.resultsDisclosurePolicy) {
    case ResultsDisclosurePolicy.Never:
      return 'reviewPolicyNotAllowed';
    case ResultsDisclosurePolicy.AfterDate:
      return hasDatePassed(now, getResultsDisclosureDate(constraint)) ? null : 'afterRevealingDate';
    case ResultsDisclosurePolicy.AfterScore:
      if (activity.type === ContentType.lti) return null;
      return hasReachedDisclosureScore(node) ? null : 'afterScoreIsReached';
    case ResultsDisclosurePolicy.AfterFinish:
      return finished ? null : 'afterRevealingDate';
    default:
      return null;
  }
}

/**
 * The date an activity's results are revealed on, when its policies reveal them on a date:
 * review AfterRevealingResults with disclosure AfterDate, the date being
 * resultsDisclosureFrom, else revealResultsFrom (the rule above; the calendar shows it).
 * Null under any other policy: results then come with the work, with a score, or never.
 */
export function getResultsDisclosureDate(constraint: ActivityConstraint | null | undefined): DateInput | null {
  if (
    constraint?.reviewPolicy !== ReviewPolicy.AfterRevealingResults ||
    constraint.resultsDisclosurePolicy !== ResultsDisclosurePolicy.AfterDate
  )
    return null;
  return constraint.resultsDisclosureFrom ?? constraint.revealResultsFrom ?? null;
}

export function isReviewHidden(node: ContentNode, now: Date): boolean {
  return getReviewHiddenReason(node, now) !== null;
}

function hasReachedDisclosureScore(node: ContentNode): boolean {
  const best = node.childActivity.activityWorkflowAggregate?.bestActivityRecord;
  const threshold = node.activityConstraint?.resultsDisclosureAbove;
  if (typeof threshold !== 'number') return best?.passed === true;
  return typeof best?.normalizedScore === 'number' && best.normalizedScore >= threshold;
}
