import { getActivityDisabledReason } from './activity-disabled.ts';
import { getActivityPhase, getChildren } from './content-tree.ts';
import type { ContentNode, LocatedNode } from './content-tree.ts';
import { ContentState, PresentationMode } from './enums.ts';

export interface FirstActivityOptions {
  /** The axis already in the URL, if any. */
  readonly axis?: string | null;
  readonly presentationMode: PresentationMode;
  readonly now: Date;
}

/**
 * doc 2 §4 Automatic first activity selection, after the full tree loads. Nothing is
 * chosen when an axis is active or in tiles mode. Otherwise: the first activity that is
 * ready or expired, available and not disabled, preferring one not started or in
 * progress; a selectable part with children is descended into (its children are the
 * activities), an unselectable one is skipped with its subtree. With no such activity,
 * the first part of the tree. Among the preferred, the one whose position inside it was
 * saved last comes first (decision 0076: "Continue" resumes where the learner was, on any
 * device); without saved positions the spec's order stands.
 */
export function selectFirstActivity<N extends ContentNode>(tree: readonly N[], options: FirstActivityOptions): LocatedNode<N> | null {
  if (options.axis || options.presentationMode === PresentationMode.Tiles) return null;
  const candidates = collectSelectable(tree, '', options.now);
  const open = candidates.filter(({ node }) => getActivityPhase(node) !== 'finished');
  const chosen = lastPositioned(open) ?? open[0] ?? candidates[0];
  if (chosen) return chosen;
  const first = tree[0];
  return first ? { node: first, axis: first.id } : null;
}

/** The candidate the learner saved a position in most recently, if any. */
function lastPositioned<N extends ContentNode>(candidates: readonly LocatedNode<N>[]): LocatedNode<N> | undefined {
  let best: LocatedNode<N> | undefined;
  let bestAt = -Infinity;
  for (const candidate of candidates) {
    const savedAt = candidate.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.position?.savedAt;
    const at = savedAt ? Date.parse(savedAt) : NaN;
    if (at > bestAt) [best, bestAt] = [candidate, at];
  }
  return best;
}

function collectSelectable<N extends ContentNode>(nodes: readonly N[], parentAxis: string, now: Date): LocatedNode<N>[] {
  const found: LocatedNode<N>[] = [];
  for (const node of nodes) {
    if (!isSelectable(node, now)) continue;
    const axis = parentAxis === '' ? node.id : `${parentAxis}/${node.id}`;
    const children = getChildren(node);
    if (children.length === 0) found.push({ node, axis });
    else found.push(...collectSelectable(children, axis, now));
  }
  return found;
}

function isSelectable(node: ContentNode, now: Date): boolean {
  const state = node.childActivity.state;
  return (
    (state === ContentState.ready || state === ContentState.expired) && node.available && getActivityDisabledReason(node, now) === null
  );
}
