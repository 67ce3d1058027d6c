import type { ActivityTreeNode } from '@lp/contract';
import { getChildren, getTocItemState, type ActivityDisabledReason, type TocContext, type TocItemState } from '@lp/domain';

/** Why an item is locked: a disabled reason of doc 2 §4, or notAvailable (the run is closed to new content). */
export type LockReason = ActivityDisabledReason | 'notAvailable';

export interface Lock {
  reason: LockReason;
  /** The constraint date the reason is about (opens on, was open until…), when there is one. */
  date: string | null;
}

export interface TocEntry {
  node: ActivityTreeNode;
  axis: string;
  name: string;
  state: TocItemState;
  proctored: boolean;
  lock: Lock | null;
  isModule: boolean;
  children: TocEntry[];
}

/** The constraint date each dated reason refers to. */
function lockDate(node: ActivityTreeNode, reason: LockReason): string | null {
  const c = node.activityConstraint;
  switch (reason) {
    case 'afterGracePeriodUntil':
      return c.gracePeriodUntil;
    case 'afterAccessibleUntil':
      return c.accessibleUntil;
    case 'beforeStartFrom':
      return c.startFrom;
    case 'afterStartUntil':
      return c.startUntil;
    case 'afterRevealingDate':
      return c.resultsDisclosureFrom ?? c.revealResultsFrom;
    default:
      return null;
  }
}

/**
 * The table of contents of doc 2 §4 as entries, each with its icon state and lock from
 * getTocItemState. The reason of a lock reads as the server's (activity-access.ts): the
 * disabled reason, else "complete previous" when not available, else notAvailable. A part
 * inside a locked module is locked with the module's reason, as the server withholds it too.
 */
export function buildToc(
  nodes: readonly ActivityTreeNode[],
  context: TocContext,
  now: Date,
  parentAxis = '',
  lockedAbove: Lock | null = null,
): TocEntry[] {
  return nodes.map((node) => {
    const axis = parentAxis ? `${parentAxis}/${node.id}` : node.id;
    const item = getTocItemState(node, context, now);
    const ownReason: LockReason | null = item.locked
      ? (item.disabledReason ?? (node.available ? 'notAvailable' : 'completePreviousToPass'))
      : null;
    const lock = lockedAbove ?? (ownReason ? { reason: ownReason, date: lockDate(node, ownReason) } : null);
    const inheritedOnly = lockedAbove !== null && !item.locked;
    const children = getChildren(node);
    return {
      node,
      axis,
      name: node.childActivity.name,
      // A lock inherited from the module greys the item like its own would.
      state: inheritedOnly && (item.state === 'optional' || item.state === 'empty') ? 'locked' : item.state,
      proctored: item.proctored,
      lock,
      isModule: node.childActivity.type === 'composite',
      children: buildToc(children, context, now, axis, lock),
    };
  });
}

/** Every entry, depth-first, in order. */
export function flattenToc(entries: readonly TocEntry[]): TocEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenToc(entry.children)]);
}

export function findEntry(entries: readonly TocEntry[], axis: string): TocEntry | null {
  return flattenToc(entries).find((entry) => entry.axis === axis) ?? null;
}

/** The activities (not modules) in reading order: what previous and next step through. */
export function leafEntries(entries: readonly TocEntry[]): TocEntry[] {
  return flattenToc(entries).filter((entry) => !entry.isModule);
}

/** Leaves under an entry and how many of them are completed (passed or failed), for the tiles. */
export function countLeaves(entry: TocEntry): { count: number; completed: number } {
  const leaves = entry.isModule ? leafEntries(entry.children) : [entry];
  return { count: leaves.length, completed: leaves.filter((leaf) => leaf.state === 'passed' || leaf.state === 'failed').length };
}
