import type { Crumb } from '../../components/breadcrumbs-context.tsx';

/** A crumb the learner can go back to. */
export type ParentCrumb = Crumb & { href: string };

/**
 * The phone's breadcrumb (issue 16 item 5): the current page (the trail's last crumb) and the
 * nearest crumb before it that is a link, the one a back link leads to. A crumb without a
 * link (a level that is not a page of its own) is passed over; a top-level page has no parent.
 */
export function getShortTrail(trail: readonly Crumb[]): { current: Crumb; parent: ParentCrumb | null } | null {
  const current = trail.at(-1);
  if (!current) return null;
  const parent = trail.slice(0, -1).findLast((crumb): crumb is ParentCrumb => Boolean(crumb.href));
  return { current, parent: parent ?? null };
}
