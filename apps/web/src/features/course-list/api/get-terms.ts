import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';

export const termsKeys = { all: ['terms'] as const };

export const getTerms = () => call(listRoutes.terms);

export const termsQueryOptions = () => queryOptions({ queryKey: termsKeys.all, queryFn: getTerms, staleTime: 5 * 60_000 });

export const useTerms = () => useQuery(termsQueryOptions());
