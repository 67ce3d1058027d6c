import { getActivityPhase } from './content-tree.ts';
import type { ContentNode } from './content-tree.ts';
import { hasDatePassed, isBeforeDate } from './dates.ts';
import { ContentState } from './enums.ts';
import { getReviewHiddenReason } from './review-hidden.ts';
import type { ReviewHiddenReason } from './review-hidden.ts';

/** The activity constraint message keys of doc 2 §8 that can disable an activity. */
export type ActivityDisabledReason =
  | 'comingSoon'
  | 'completePreviousToPass'
  | 'afterGracePeriodUntil'
  | 'afterAccessibleUntil'
  | 'beforeStartFrom'
  | 'afterStartUntil'
  | ReviewHiddenReason
  | 'serverSide';

/**
 * Why an activity in the content tree is disabled, or null when it is not (doc 2 §4
 * Activity disabled logic), the first reason in the spec's priority order:
 * draft or archived; not available; grace period passed (not started or in progress);
 * accessible-until passed; before start-from; start-until passed (not started only);
 * review hidden; else content the server marked unavailable.
 * "From" dates are inclusive and "until" dates exclusive, so every rule flips exactly at
 * its date (the moment getNextRefreshAt schedules).
 */
export function getActivityDisabledReason(node: ContentNode, now: Date): ActivityDisabledReason | null {
  const constraint = node.activityConstraint;
  const phase = getActivityPhase(node);
  const state = node.childActivity.state;
  if (state === ContentState.draft || state === ContentState.archived) return 'comingSoon';
  if (!node.available) return 'completePreviousToPass';
  if (phase !== 'finished' && hasDatePassed(now, constraint?.gracePeriodUntil)) return 'afterGracePeriodUntil';
  if (hasDatePassed(now, constraint?.accessibleUntil)) return 'afterAccessibleUntil';
  if (isBeforeDate(now, constraint?.startFrom)) return 'beforeStartFrom';
  if (phase === 'notStarted' && hasDatePassed(now, constraint?.startUntil)) return 'afterStartUntil';
  const reviewHidden = getReviewHiddenReason(node, now);
  if (reviewHidden) return reviewHidden;
  if (!node.contentAvailable) return 'serverSide';
  return null;
}
