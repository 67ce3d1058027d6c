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
  const context = { courseWorkflowState: run.workflowState, accessNewContentAfterCompletion: run.accessNewContentAfterCompletion };
  const walk = (nodes: ActivityTreeNode[], lockedAbove: LocatedActivity | null): LocatedActivity | undefined => {
    for (const node of nodes) {
      const lockOfNode = getLockReason(node, context, now);
      const own: LocatedActivity | null = lockOfNode
        ? { node, axis: node.axis, lockedReason: lockOfNode.reason, opensAt: lockOfNode.reason === 'beforeStartFrom' ? node.activityConstraint.startFrom : null }
        : null;
      const lock = lockedAbove ?? own;
      if (node.id === partId) return lock ? { ...lock, node, axis: node.axis } : { node, axis: node.axis, lockedReason: null, opensAt: null };
      const found = node.childActivity.children ? walk(node.childActivity.children, lock) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(run.tree, null);
}

/** The part of a run's tree that holds an activity (by activity id), for file checks. */
export function partOfActivity(run: RunTree, activityId: string): string | null | undefined {
  if (activityId === run.rootActivityId) return null;
  return run.parts.find((p) => p.child_activity_id === activityId)?.id;
}
