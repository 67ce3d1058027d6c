import { toTime } from './dates.ts';
import type { DateInput } from './dates.ts';

/** Issue 13: a certificate is "expiring" once its expiry is this close, so the learner can retake in time. */
export const CERTIFICATE_EXPIRING_WITHIN_DAYS = 60;
const EXPIRING_WITHIN_MS = CERTIFICATE_EXPIRING_WITHIN_DAYS * 86_400_000;

/**
 * Where a certificate stands: revoked once its revocation has happened, whatever its dates;
 * else expired at or after its expiry date, expiring within the 60 days before it, valid
 * otherwise (no expiry date never expires). Decision 0023.
 */
export type CertificateStatus = 'valid' | 'expiring' | 'expired' | 'revoked';

/** What the status reads of a certificate: the whole record can be passed, so its revocation is never forgotten. */
export interface CertificateDates {
  readonly expirationDate: DateInput | null | undefined;
  readonly revokedAt?: DateInput | null;
}

export function getCertificateStatus(certificate: CertificateDates, now: Date): CertificateStatus {
  const revoked = toTime(certificate.revokedAt);
  if (revoked !== null && revoked <= now.getTime()) return 'revoked';
  const expiry = toTime(certificate.expirationDate);
  if (expiry === null) return 'valid';
  if (expiry <= now.getTime()) return 'expired';
  return expiry - now.getTime() <= EXPIRING_WITHIN_MS ? 'expiring' : 'valid';
}

/**
 * The wallet's "Retake before {date}" action: only on an expiring certificate, and only
 * when the course offers a retake right now (`retakeOffered`, the details page's own
 * `getVisibleActions(...).retake`). The date is the certificate's expiry.
 */
export function getCertificateRetakeDeadline(certificate: CertificateDates & { readonly retakeOffered: boolean }, now: Date): Date | null {
  if (!certificate.retakeOffered || getCertificateStatus(certificate, now) !== 'expiring') return null;
  return new Date(toTime(certificate.expirationDate)!);
}
