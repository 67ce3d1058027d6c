import { flattenTree } from './content-tree.ts';
import type { ActivityConstraint, ContentNode } from './content-tree.ts';
import { toTime } from './dates.ts';
import { ProctoringSessionState } from './enums.ts';

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

/** Decision 0021: how often the course is read again while a proctoring verdict may still come. */
export const PROCTORING_REFRESH_MS = 20_000;

/**
 * Decision 0021 §7: while the run's last proctoring session is open (Created, InProgress),
 * recorded and waiting for review (Completed) or blocking (Suspicious, Rejected, Terminated,
 * or a state this version does not know), a verdict from the proctoring tool or an
 * instructor may change what the course offers, so the course is read again every
 * PROCTORING_REFRESH_MS; null with no session or once it is Verified (final).
 */
export function getProctoringRefreshMs(lastSession: { readonly state: string } | null | undefined): number | null {
  if (!lastSession || lastSession.state === ProctoringSessionState.Verified) return null;
  return PROCTORING_REFRESH_MS;
}
