import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterCategory } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const publicFilterCategoriesKeys = { all: ['public-filter-categories'] as const };

export const getPublicFilterCategories = () => apiRequest<FilterCategory[]>(LIST_PATHS.publicFilterCategories, { isPublic: true });

export const publicFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: publicFilterCategoriesKeys.all, queryFn: getPublicFilterCategories, staleTime: 5 * 60_000 });

export const usePublicFilterCategories = () => useQuery(publicFilterCategoriesQueryOptions());
