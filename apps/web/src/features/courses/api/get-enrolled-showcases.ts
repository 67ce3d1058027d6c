import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const enrolledShowcasesKeys = { all: ['enrolled-showcases'] as const };

export const getEnrolledShowcases = () => call(listRoutes.enrolledShowcases);

export const enrolledShowcasesQueryOptions = () =>
  queryOptions({ queryKey: enrolledShowcasesKeys.all, queryFn: getEnrolledShowcases, staleTime: 5 * 60_000 });

export const useEnrolledShowcases = () => useQuery(enrolledShowcasesQueryOptions());
