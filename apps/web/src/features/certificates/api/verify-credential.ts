import { WALLET_PATHS, type CredentialCheck } from '@lp/contract/wallet';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

/** Issue 13: checks a pasted Open Badges credential against this site's published keys; no sign-in. */
export const verifyCredential = (credential: string) =>
  apiRequest<CredentialCheck>(WALLET_PATHS.verify, { method: 'POST', body: { credential }, isPublic: true });

export const useVerifyCredential = () => useSingleFlightMutation({ mutationFn: verifyCredential });
