import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const publicFilterCategoriesKeys = { all: ['public-filter-categories'] as const };

export const getPublicFilterCategories = () => call(listRoutes.publicFilterCategories);

export const publicFilterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: publicFilterCategoriesKeys.all, queryFn: getPublicFilterCategories, staleTime: 5 * 60_000 });

export const usePublicFilterCategories = () => useQuery(publicFilterCategoriesQueryOptions());
