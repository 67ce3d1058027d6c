import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showcase } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const enrolledShowcasesKeys = { all: ['enrolled-showcases'] as const };

export const getEnrolledShowcases = () => apiRequest<Showcase[]>(LIST_PATHS.enrolledShowcases);

export const enrolledShowcasesQueryOptions = () =>
  queryOptions({ queryKey: enrolledShowcasesKeys.all, queryFn: getEnrolledShowcases, staleTime: 5 * 60_000 });

export const useEnrolledShowcases = () => useQuery(enrolledShowcasesQueryOptions());
