import { toTime } from './dates.ts';
import type { DateInput } from './dates.ts';

/** Issue 13: a certificate is "expiring" once its expiry is this close, so the learner can retake in time. */
export const CERTIFICATE_EXPIRING_WITHIN_DAYS = 60;
const EXPIRING_WITHIN_MS = CERTIFICATE_EXPIRING_WITHIN_DAYS * 86_400_000;

/**
 * Where a certificate stands: expired at or after its expiry date, expiring within the 60
 * days before it, valid otherwise (no expiry date never expires). Revocation is not
 * modelled (decision 0023), so there is no revoked status.
 */
export type CertificateStatus = 'valid' | 'expiring' | 'expired';

export function getCertificateStatus(expirationDate: DateInput | null | undefined, now: Date): CertificateStatus {
  const expiry = toTime(expirationDate);
  if (expiry === null) return 'valid';
  if (expiry <= now.getTime()) return 'expired';
  return expiry - now.getTime() <= EXPIRING_WITHIN_MS ? 'expiring' : 'valid';
}

/**
 * The wallet's "Retake before {date}" action: only on an expiring certificate, and only
 * when the course offers a retake right now (`retakeOffered`, the details page's own
 * `getVisibleActions(...).retake`). The date is the certificate's expiry.
 */
export function getCertificateRetakeDeadline(
  certificate: { readonly expirationDate: DateInput | null | undefined; readonly retakeOffered: boolean },
  now: Date,
): Date | null {
  if (!certificate.retakeOffered || getCertificateStatus(certificate.expirationDate, now) !== 'expiring') return null;
  return new Date(toTime(certificate.expirationDate)!);
}
