import type { ActivityTreeNode } from '@lp/contract';
import { getLockReason } from '@lp/domain';
import type { RunTree } from './run-tree.ts';

export interface LocatedActivity {
  node: ActivityTreeNode | null;
  axis: string | null;
  /** Why its content is withheld now (a reason code of doc 2 §8), or null when open. */
  lockedReason: string | null;
  /** When a "before start" lock lifts. */
  opensAt: string | null;
}

/**
 * Finds a part in a run's tree and decides, with the table of contents' own rule
 * (getLockReason), whether its content may be sent now. A part inside a locked module
 * is locked too. `partId` null is the course's root activity, always open to its learner.
 */
export function locateActivity(run: RunTree, partId: string | null, now: Date): LocatedActivity | undefined {
  if (partId === null) return { node: null, axis: null, lockedReason: null, opensAt: null };
  const walk = (nodes: ActivityTreeNode[], lockedAbove: LocatedActivity | null): LocatedActivity | undefined => {
    for (const node of nodes) {
      const lock = lockedAbove ?? ownLock(run, node, now);
      if (node.id === partId) return lock ? { ...lock, node, axis: node.axis } : { node, axis: node.axis, lockedReason: null, opensAt: null };
      const found = node.childActivity.children ? walk(node.childActivity.children, lock) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(run.tree, null);
}

/** The node's own lock in its run (getLockReason), or null when it is not locked itself. */
function ownLock(run: RunTree, node: ActivityTreeNode, now: Date): LocatedActivity | null {
  const context = { courseWorkflowState: run.workflowState, accessNewContentAfterCompletion: run.accessNewContentAfterCompletion };
  const lock = getLockReason(node, context, now);
  return lock ? { node, axis: node.axis, lockedReason: lock.reason, opensAt: lock.reason === 'beforeStartFrom' ? node.activityConstraint.startFrom : null } : null;
}

/**
 * Every part of a run's tree whose content its learner may open now, in the tree's order:
 * the same rule as locateActivity (a part inside a locked module is locked too), for a
 * caller that reads the content of all of them (the AI tutor's search).
 */
export function openParts(run: RunTree, now: Date): ActivityTreeNode[] {
  const open: ActivityTreeNode[] = [];
  const walk = (nodes: ActivityTreeNode[]) => {
    for (const node of nodes) {
      if (ownLock(run, node, now)) continue;
      open.push(node);
      if (node.childActivity.children) walk(node.childActivity.children);
    }
  };
  walk(run.tree);
  return open;
}

/** The part of a run's tree that holds an activity (by activity id), for file checks. */
export function partOfActivity(run: RunTree, activityId: string): string | null | undefined {
  if (activityId === run.rootActivityId) return null;
  return run.parts.find((p) => p.child_activity_id === activityId)?.id;
}
