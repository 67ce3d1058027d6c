import { queryOptions, useQuery } from '@tanstack/react-query';
import * as profileRoutes from '@lp/contract/routes/profile';
import { call } from '../../../lib/api-client.ts';

export const profileKeys = { units: ['profile', 'units'] as const };

/** doc 2 §7 GET users/{id}/units: the learner's own units, the primary one marked. */
export const getUserUnits = () => call(profileRoutes.units, { params: { id: 'me' } }).then((page) => page.data);

export const userUnitsQueryOptions = () => queryOptions({ queryKey: profileKeys.units, queryFn: getUserUnits });

export const useUserUnits = () => useQuery(userUnitsQueryOptions());
