// The signed-in user (users/me): the shell, the routes and any feature read it; one query for all.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lp/contract';
import * as sessionRoutes from '@lp/contract/routes/session';
import { call } from './api-client.ts';

export const currentUserKeys = { all: ['current-user'] as const, ifSignedIn: ['current-user', 'if-signed-in'] as const };

export const getCurrentUser = () => call(sessionRoutes.me);

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKeys.all, queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/**
 * The public pages (doc 1 §1): the visitor's user when signed in, null for an anonymous
 * visitor, who is not sent to sign in. Its own key: null is never what the app's pages read.
 */
export function useCurrentUserIfSignedIn() {
  const client = useQueryClient();
  return useQuery({
    queryKey: currentUserKeys.ifSignedIn,
    queryFn: () => call(sessionRoutes.me, { isPublic: true }).catch(() => null),
    // A user the app's pages already loaded is not asked for again.
    initialData: () => client.getQueryData<CurrentUser>(currentUserKeys.all),
    staleTime: 5 * 60_000,
  });
}
