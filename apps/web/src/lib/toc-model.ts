import type { ActivityTreeNode } from '@lp/contract';
import { getActivityCount, getChildren, getLockReason, getTocItemState, type Lock, type TocContext, type TocItemState } from '@lp/domain';

export type { Lock, LockReason } from '@lp/domain';

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

/**
 * The table of contents of doc 2 §4 as entries, each with its icon state and lock from
 * getTocItemState and its lock from getLockReason, the rule the server enforces. A part
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
    const lock = lockedAbove ?? getLockReason(node, context, now);
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

/**
 * A module's progress on its tile: the domain's count (getActivityCount, optional activities
 * left out), the same that fills the course's progress bar and turns the module complete.
 */
export function countLeaves(entry: TocEntry): { count: number; completed: number } {
  const { total, done } = getActivityCount(entry.isModule ? getChildren(entry.node) : [entry.node]);
  return { count: total, completed: done };
}
