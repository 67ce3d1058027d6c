import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterCategory } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const catalogFilterCategoriesKeys = { all: ['catalog-filter-categories'] as const };

export const getCatalogFilterCategories = () => apiRequest<FilterCategory[]>(LIST_PATHS.catalogFilterCategories);

export const catalogFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogFilterCategoriesKeys.all, queryFn: getCatalogFilterCategories, staleTime: 5 * 60_000 });

export const useCatalogFilterCategories = () => useQuery(catalogFilterCategoriesQueryOptions());
