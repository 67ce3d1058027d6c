/**
 * The certificate wallet (issue 13, decision 0023): the learner's certificates across
 * courses, their Open Badges 3.0 export and the public check of one. Paths and shapes,
 * free of zod for the web; the shapes are the zod schemas of schemas/wallet.ts.
 */
export type {
  CredentialCheck,
  CredentialCheckReason,
  RevokeCertificateBody,
  VerifyCredentialBody,
  WalletCertificate,
} from './schemas/wallet.ts';

export const WALLET_PATHS = {
  /** GET: every certificate of the caller, with whether its course offers a retake now. */
  wallet: '/api/platform/v1/users/me/certificate-wallet',
  /** GET: one of the caller's certificates as a signed OpenBadgeCredential (VC-JWT), a .jwt file. */
  openBadge: (certificateId: string) => `/api/platform/v1/certificate-records/${certificateId}/open-badge`,
  /** POST, public: is this credential one of ours, untampered and unexpired? */
  verify: '/api/platform/v1/public/certificate-records/verify',
  /** POST: an administrator revokes a certificate (decision 0023); the first revocation is kept. */
  revoke: (certificateId: string) => `/api/platform/v1/certificate-records/${certificateId}/revoke`,
} as const;

/** The longest revocation reason: a sentence or two, shown on the public page. */
export const MAX_REVOCATION_REASON_LENGTH = 500;

/** The media type of the downloaded VC-JWT (W3C VC-JOSE-COSE §3.1.1); its header's `typ` is OB 3.0 §8.2's "JWT" (decision 0054). */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/** The longest credential the verify call reads: a credential is a few kilobytes. */
export const MAX_CREDENTIAL_LENGTH = 20_000;

/** LinkedIn's documented "Add to profile" link for a certification (issue 13). */
export const LINKEDIN_ADD_TO_PROFILE_URL = 'https://www.linkedin.com/profile/add';
