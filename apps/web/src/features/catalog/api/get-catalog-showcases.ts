import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showcase } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const catalogShowcasesKeys = { all: ['catalog-showcases'] as const };

export const getCatalogShowcases = () => apiRequest<Showcase[]>(LIST_PATHS.catalogShowcases);

export const catalogShowcasesQueryOptions = () =>
  queryOptions({ queryKey: catalogShowcasesKeys.all, queryFn: getCatalogShowcases, staleTime: 5 * 60_000 });

export const useCatalogShowcases = () => useQuery(catalogShowcasesQueryOptions());
