import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const enrolledFilterCategoriesKeys = { all: ['enrolled-filter-categories'] as const };

export const getEnrolledFilterCategories = () => call(listRoutes.enrolledFilterCategories);

export const enrolledFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: enrolledFilterCategoriesKeys.all, queryFn: getEnrolledFilterCategories, staleTime: 5 * 60_000 });

export const useEnrolledFilterCategories = () => useQuery(enrolledFilterCategoriesQueryOptions());
