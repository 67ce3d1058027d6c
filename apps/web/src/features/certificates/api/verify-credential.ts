import * as walletRoutes from '@lp/contract/routes/wallet';
import { call } from '../../../lib/api-client.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

/** Issue 13: checks a pasted Open Badges credential against this site's published keys; no sign-in. */
export const verifyCredential = (credential: string) => call(walletRoutes.verify, { body: { credential } });

export const useVerifyCredential = () => useSingleFlightMutation({ mutationFn: verifyCredential });
