import { flattenTree } from './content-tree.ts';
import type { ActivityConstraint, ContentNode } from './content-tree.ts';
import { toTime } from './dates.ts';

const CONSTRAINT_DATES = [
  'startFrom',
  'startUntil',
  'accessibleUntil',
  'gracePeriodUntil',
  'due',
  'resultsDisclosureFrom',
  'revealResultsFrom',
] as const satisfies readonly (keyof ActivityConstraint)[];

/**
 * doc 2 §4: the tree is refreshed at the nearest future constraint date, when some
 * activity's state can change. Null when no constraint date lies ahead.
 */
export function getNextRefreshAt(tree: readonly ContentNode[], now: Date): Date | null {
  let next: number | null = null;
  for (const { node } of flattenTree(tree)) {
    const constraint = node.activityConstraint;
    if (!constraint) continue;
    for (const field of CONSTRAINT_DATES) {
      const time = toTime(constraint[field]);
      if (time !== null && time > now.getTime() && (next === null || time < next)) next = time;
    }
  }
  return next === null ? null : new Date(next);
}
