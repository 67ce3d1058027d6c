import { z } from 'zod';
import { IsoDateTimeSchema } from './common.ts';
import { CertificateRecordViewSchema } from './lists.ts';
import { MAX_CREDENTIAL_LENGTH, MAX_REVOCATION_REASON_LENGTH } from '../wallet.ts';

/** A certificate of the wallet: the record as certificate-records/query answers it, and whether its course offers a retake now. */
export const WalletCertificateSchema = CertificateRecordViewSchema.extend({
  retakeOffered: z.boolean().describe('The course details page shows "Start again" right now (getVisibleActions, doc 2 §4)'),
});
export type WalletCertificate = z.infer<typeof WalletCertificateSchema>;

export const VerifyCredentialBodySchema = z.object({
  credential: z.string().trim().min(1).max(MAX_CREDENTIAL_LENGTH).describe('An OpenBadgeCredential as a VC-JWT (compact JWS)'),
});
export type VerifyCredentialBody = z.infer<typeof VerifyCredentialBodySchema>;

/**
 * Why a credential is not valid: not a VC-JWT or not an OpenBadgeCredential (`malformed`),
 * not signed by this site's published keys or altered since (`signature`), issued by
 * another site (`issuer`), past its validUntil (`expired`), no longer a certificate here
 * (`unknown`), or its certificate was revoked (`revoked`, decision 0023).
 */
export const CREDENTIAL_CHECK_REASONS = ['malformed', 'signature', 'issuer', 'expired', 'unknown', 'revoked'] as const;
export type CredentialCheckReason = (typeof CREDENTIAL_CHECK_REASONS)[number];

export const CredentialCheckSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(CREDENTIAL_CHECK_REASONS).nullable(),
  certificate: z
    .object({
      certificateNumber: z.string(),
      name: z.string().describe("The achievement: the certificate template's name, or the course's"),
      objectiveName: z.string(),
      holderName: z.string(),
      issued: IsoDateTimeSchema,
      expirationDate: IsoDateTimeSchema.nullable(),
      revokedAt: IsoDateTimeSchema.nullable(),
      revocationReason: z.string().nullable(),
    })
    .nullable()
    .describe("What the credential certifies, when it carries this site's signature"),
});
export type CredentialCheck = z.infer<typeof CredentialCheckSchema>;

export const RevokeCertificateBodySchema = z.object({
  reason: z.string().trim().min(1).max(MAX_REVOCATION_REASON_LENGTH).describe('Why the certificate is revoked: shown on its public page'),
});
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBodySchema>;

export const CertificateRevocationSchema = z.object({
  revokedAt: IsoDateTimeSchema,
  revocationReason: z.string(),
});
