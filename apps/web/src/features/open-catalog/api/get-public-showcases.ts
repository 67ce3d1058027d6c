import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const publicShowcasesKeys = { all: ['public-showcases'] as const };

export const getPublicShowcases = () => call(listRoutes.publicShowcases);

export const publicShowcasesQueryOptions = () =>
  queryOptions({ queryKey: publicShowcasesKeys.all, queryFn: getPublicShowcases, staleTime: 5 * 60_000 });

export const usePublicShowcases = () => useQuery(publicShowcasesQueryOptions());
