/** The certificate wallet, its Open Badges 3.0 export and the public check (issue 13, decision 0023). */
import { defineCall } from '../call.ts';
import { IdParamsSchema, listOf } from '../schemas/common.ts';
import {
  CertificateRevocationSchema,
  CredentialCheckSchema,
  RevokeCertificateBodySchema,
  VerifyCredentialBodySchema,
  WalletCertificateSchema,
} from '../schemas/wallet.ts';
import { VC_JWT_MEDIA_TYPE, WALLET_PATHS } from '../wallet.ts';

const tags = ['Certificates'];
export const walletCalls = {
  wallet: defineCall({
    method: 'GET',
    path: WALLET_PATHS.wallet,
    summary: 'Every certificate of the caller across courses, newest first, with whether its course offers a retake now',
    tags,
    responses: { 200: listOf(WalletCertificateSchema) },
  }),
  openBadge: defineCall({
    method: 'GET',
    path: WALLET_PATHS.openBadge(':id'),
    summary:
      "One of the caller's certificates as an Open Badges 3.0 OpenBadgeCredential, signed as a VC-JWT (RS256) with the platform's published key",
    tags,
    params: IdParamsSchema,
    responses: { 200: { mediaType: VC_JWT_MEDIA_TYPE, description: 'The compact JWS, as a .jwt attachment' } },
  }),
  verify: defineCall({
    method: 'POST',
    path: WALLET_PATHS.verify,
    summary:
      "Checks an OpenBadgeCredential (VC-JWT) against this site's published keys: signature, issuer, validity dates and the certificate it names",
    tags,
    public: true,
    body: VerifyCredentialBodySchema,
    responses: { 200: CredentialCheckSchema },
  }),
  revoke: defineCall({
    method: 'POST',
    path: WALLET_PATHS.revoke(':id'),
    summary:
      'Revokes a certificate (Administrator role or the Certificates.Revoke permission): its public page and credential check say revoked, its files and Open Badge are withdrawn; revoking again keeps the first revocation',
    tags,
    params: IdParamsSchema,
    body: RevokeCertificateBodySchema,
    responses: { 200: CertificateRevocationSchema },
  }),
};
