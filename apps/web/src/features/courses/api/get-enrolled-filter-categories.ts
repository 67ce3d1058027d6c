import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterCategory } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const enrolledFilterCategoriesKeys = { all: ['enrolled-filter-categories'] as const };

export const getEnrolledFilterCategories = () => apiRequest<FilterCategory[]>(LIST_PATHS.enrolledFilterCategories);

export const enrolledFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: enrolledFilterCategoriesKeys.all, queryFn: getEnrolledFilterCategories, staleTime: 5 * 60_000 });

export const useEnrolledFilterCategories = () => useQuery(enrolledFilterCategoriesQueryOptions());
