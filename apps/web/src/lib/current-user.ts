// The signed-in user (users/me): the shell, the routes and any feature read it; one query for all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lp/contract';
import { apiRequest } from './api-client.ts';

export const currentUserKeys = { all: ['current-user'] as const };

export const getCurrentUser = () => apiRequest<CurrentUser>('/api/platform/v1/users/me');

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKeys.all, queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
