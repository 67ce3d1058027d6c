import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Term } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

export const termsKeys = { all: ['terms'] as const };

export const getTerms = () => apiRequest<Term[]>(LIST_PATHS.terms);

export const termsQueryOptions = () => queryOptions({ queryKey: termsKeys.all, queryFn: getTerms, staleTime: 5 * 60_000 });

export const useTerms = () => useQuery(termsQueryOptions());
