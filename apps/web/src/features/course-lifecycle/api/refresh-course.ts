import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/**
 * After a lifecycle change (start, submit, finish, enrol): the course screens reload what
 * they show, and every other cached list (My courses, the catalog) is marked stale so it
 * loads afresh when next shown.
 */
export async function refreshCourse(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== courseKeys.all[0], refetchType: 'none' }),
  ]);
}

export function useRefreshCourse() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshCourse(queryClient), [queryClient]);
}
