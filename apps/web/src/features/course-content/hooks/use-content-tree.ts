import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FULL_TREE_RETRY_MS, getNextRefreshAt } from '@lp/domain';
import { activityTreeQueryOptions } from '../../../lib/api/get-activity-tree.ts';

/** setTimeout holds at most 2^31 - 1 ms; a later refresh is scheduled in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The full tree of a run (doc 2 §4), with the clock its rules read:
 * - refreshed at the nearest future constraint date (getNextRefreshAt), when an item may
 *   open or close while the page is open;
 * - a failed load is retried after 30 s (FULL_TREE_RETRY_MS) rather than at once.
 */
export function useContentTree(objectiveWorkflowId: string | null) {
  const query = useQuery({ ...activityTreeQueryOptions(objectiveWorkflowId ?? ''), enabled: Boolean(objectiveWorkflowId), retry: false });
  const { data, dataUpdatedAt, isError, errorUpdatedAt, refetch } = query;
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (dataUpdatedAt) setNow(new Date());
  }, [dataUpdatedAt]);

  useEffect(() => {
    if (!data) return;
    const at = getNextRefreshAt(data.children, now);
    if (!at) return;
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      setNow(new Date());
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [data, now, refetch]);

  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(() => void refetch(), FULL_TREE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isError, errorUpdatedAt, refetch]);

  return { ...query, now };
}
