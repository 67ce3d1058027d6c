import { useEffect, useRef } from 'react';
import type { ActivityTreeView } from '@lp/contract';
import { selectFirstActivity, type PresentationMode } from '@lp/domain';

/**
 * doc 2 §4 Automatic first activity selection: once the full tree is there and no item is
 * in the URL (and not in tiles, where selectFirstActivity declines), the chosen activity's
 * axis replaces the URL. Returns the axis it chose, so a long read need not scroll to it.
 */
export function useFirstActivity(
  tree: ActivityTreeView,
  axis: string,
  presentationMode: PresentationMode,
  now: Date,
  go: (axis: string, options?: { replace?: boolean }) => void,
) {
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    if (axis) return;
    const first = selectFirstActivity(tree.children, { axis, presentationMode, now });
    if (!first) return;
    chosen.current = first.axis;
    go(first.axis, { replace: true });
  }, [tree, axis, presentationMode, now, go]);
  return chosen.current;
}
