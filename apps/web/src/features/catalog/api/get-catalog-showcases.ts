import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const catalogShowcasesKeys = { all: ['catalog-showcases'] as const };

export const getCatalogShowcases = () => call(listRoutes.catalogShowcases);

export const catalogShowcasesQueryOptions = () =>
  queryOptions({ queryKey: catalogShowcasesKeys.all, queryFn: getCatalogShowcases, staleTime: 5 * 60_000 });

export const useCatalogShowcases = () => useQuery(catalogShowcasesQueryOptions());
