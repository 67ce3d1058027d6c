import { queryOptions, useQuery } from '@tanstack/react-query';
import * as walletRoutes from '@lp/contract/routes/wallet';
import { call } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** Under the course keys: a start, a finish or a retake refreshes the wallet with the course screens. */
export const walletKey = [...courseKeys.all, 'certificate-wallet'] as const;

/** Issue 13: every certificate of the learner across courses, with whether its course offers a retake now. */
export const getCertificateWallet = () => call(walletRoutes.wallet).then((page) => page.data);

export const certificateWalletQueryOptions = () => queryOptions({ queryKey: walletKey, queryFn: getCertificateWallet });

export const useCertificateWallet = () => useQuery(certificateWalletQueryOptions());
