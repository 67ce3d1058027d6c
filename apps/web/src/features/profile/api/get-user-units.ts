import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@lp/contract';
import { PROFILE_PATHS, type UnitListItem } from '@lp/contract/profile';
import { apiRequest } from '../../../lib/api-client.ts';

export const profileKeys = { units: ['profile', 'units'] as const };

/** doc 2 §7 GET users/{id}/units: the learner's own units, the primary one marked. */
export const getUserUnits = () => apiRequest<ListResponse<UnitListItem>>(PROFILE_PATHS.units('me')).then((page) => page.data);

export const userUnitsQueryOptions = () => queryOptions({ queryKey: profileKeys.units, queryFn: getUserUnits });

export const useUserUnits = () => useQuery(userUnitsQueryOptions());
