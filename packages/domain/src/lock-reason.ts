import type { ActivityDisabledReason } from './activity-disabled.ts';
import type { ContentNode } from './content-tree.ts';
import type { DateInput } from './dates.ts';
import { getTocItemState, type TocContext } from './toc-item-state.ts';

/** Why an item is locked: a disabled reason of doc 2 §4, or notAvailable (the run is closed to new content). */
export type LockReason = ActivityDisabledReason | 'notAvailable';

export interface Lock {
  readonly reason: LockReason;
  /** The constraint date the reason is about (opens on, was open until…), when there is one. */
  readonly date: DateInput | null;
}

/** The constraint date each dated reason refers to. */
function lockDate(node: ContentNode, reason: LockReason): DateInput | null {
  const c = node.activityConstraint;
  switch (reason) {
    case 'afterGracePeriodUntil':
      return c?.gracePeriodUntil ?? null;
    case 'afterAccessibleUntil':
      return c?.accessibleUntil ?? null;
    case 'beforeStartFrom':
      return c?.startFrom ?? null;
    case 'afterStartUntil':
      return c?.startUntil ?? null;
    case 'afterRevealingDate':
      return c?.resultsDisclosureFrom ?? c?.revealResultsFrom ?? null;
    default:
      return null;
  }
}

/**
 * doc 2 §4 and §8: whether an item's content is withheld now, and why — the one rule the
 * table of contents shows (the Item Locked popup) and the server enforces (it sends no
 * content, no file of a locked item). Locked as getTocItemState decides; the reason is the
 * disabled reason, else "complete previous" when not available, else notAvailable (the
 * run is finished and new content after completion is not allowed). A part inside a
 * locked module takes the module's lock: callers walking the tree pass it down.
 */
export function getLockReason(node: ContentNode, context: TocContext, now: Date): Lock | null {
  const item = getTocItemState(node, context, now);
  if (!item.locked) return null;
  const reason: LockReason = item.disabledReason ?? (node.available ? 'notAvailable' : 'completePreviousToPass');
  return { reason, date: lockDate(node, reason) };
}
