import type { ContentNode } from './content-tree.ts';
import { getLockReason, type Lock } from './lock-reason.ts';
import type { TocContext } from './toc-item-state.ts';

/**
 * Decision 0007 and 0056: the lock of every part of a run's tree at `now`, by part id —
 * its own (getLockReason) or, inside a locked module, the module's: a module's lock
 * covers everything under it. The one walk every place that lets content leave reads
 * (an activity's content, its files and scripted copy, a tool launch, the tutor's
 * search, the calendar's join links); a part missing from the map is open.
 */
export function getPartLocks(nodes: readonly ContentNode[], context: TocContext, now: Date): Map<string, Lock> {
  const locks = new Map<string, Lock>();
  const walk = (level: readonly ContentNode[], above: Lock | null) => {
    for (const node of level) {
      const lock = above ?? getLockReason(node, context, now);
      if (lock) locks.set(node.id, lock);
      if (node.childActivity.children) walk(node.childActivity.children, lock);
    }
  };
  walk(nodes, null);
  return locks;
}
