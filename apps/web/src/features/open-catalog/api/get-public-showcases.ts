import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showcase } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const publicShowcasesKeys = { all: ['public-showcases'] as const };

export const getPublicShowcases = () => apiRequest<Showcase[]>(LIST_PATHS.publicShowcases, { isPublic: true });

export const publicShowcasesQueryOptions = () =>
  queryOptions({ queryKey: publicShowcasesKeys.all, queryFn: getPublicShowcases, staleTime: 5 * 60_000 });

export const usePublicShowcases = () => useQuery(publicShowcasesQueryOptions());
