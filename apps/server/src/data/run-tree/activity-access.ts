import type { ActivityTreeNode } from '@lp/contract';
import { getPartLocks, type Lock, type WorkflowState } from '@lp/domain';
import type { RunTree } from './run-tree.ts';

export interface LocatedActivity {
  node: ActivityTreeNode | null;
  axis: string | null;
  /** Why its content is withheld now (a reason code of doc 2 §8), or null when open. */
  lockedReason: string | null;
  /** When a "before start" lock lifts. */
  opensAt: string | null;
}

/** Every part's lock in its run now (getPartLocks: a part inside a locked module is locked too). */
export const locksOfRun = (
  run: Pick<RunTree, 'tree' | 'accessNewContentAfterCompletion'> & { workflowState: WorkflowState | null },
  now: Date,
): Map<string, Lock> =>
  getPartLocks(
    run.tree,
    { courseWorkflowState: run.workflowState, accessNewContentAfterCompletion: run.accessNewContentAfterCompletion },
    now,
  );

/**
 * Finds a part in a run's tree and decides, with the table of contents' own rule
 * (getPartLocks), whether its content may be sent now. `partId` null is the course's root
 * activity, always open to its learner.
 */
export function locateActivity(run: RunTree, partId: string | null, now: Date): LocatedActivity | undefined {
  if (partId === null) return { node: null, axis: null, lockedReason: null, opensAt: null };
  const node = findPart(run.tree, partId);
  if (!node) return undefined;
  const lock = locksOfRun(run, now).get(partId);
  if (!lock) return { node, axis: node.axis, lockedReason: null, opensAt: null };
  return {
    node,
    axis: node.axis,
    lockedReason: lock.reason,
    opensAt: lock.reason === 'beforeStartFrom' ? node.activityConstraint.startFrom : null,
  };
}

function findPart(nodes: ActivityTreeNode[], partId: string): ActivityTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === partId) return node;
    const found = node.childActivity.children ? findPart(node.childActivity.children, partId) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Every part of a run's tree whose content its learner may open now, in the tree's order:
 * the same rule as locateActivity, for a caller that reads the content of all of them
 * (the AI tutor's search).
 */
export function openParts(run: RunTree, now: Date): ActivityTreeNode[] {
  const locks = locksOfRun(run, now);
  const open: ActivityTreeNode[] = [];
  const walk = (nodes: ActivityTreeNode[]) => {
    for (const node of nodes) {
      if (!locks.has(node.id)) open.push(node);
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
