import { useQueryClient } from '@tanstack/react-query';
import * as profileRoutes from '@lp/contract/routes/profile';
import { call } from '../../../lib/api-client.ts';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { reportError } from '../../../lib/report-error.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

/** doc 2 §7 POST users/{id}/timezone: stores the learner's zone (a Windows name comes back as its IANA zone). */
export const setTimeZone = (timezone: string) => call(profileRoutes.setTimeZone, { params: { id: 'me' }, body: { timezone } });

/**
 * Saving refreshes users/me, so every date of the portal follows the new zone without a
 * reload (the shell's useFollowTimeZone); a failure is reported (doc 2 §8).
 */
export function useSetTimeZone() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: setTimeZone,
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserKeys.all }),
    onError: (error, timezone) => reportError('time zone not set', error, { timezone }),
  });
}
