import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const catalogFilterCategoriesKeys = { all: ['catalog-filter-categories'] as const };

export const getCatalogFilterCategories = () => call(listRoutes.catalogFilterCategories);

export const catalogFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogFilterCategoriesKeys.all, queryFn: getCatalogFilterCategories, staleTime: 5 * 60_000 });

export const useCatalogFilterCategories = () => useQuery(catalogFilterCategoriesQueryOptions());
