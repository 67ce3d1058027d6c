import { toTime } from './dates.ts';
import type { DateInput } from './dates.ts';
import { getCertificateStatus, type CertificateDates, type CertificateStatus } from './certificate-status.ts';

export type CertificateSortKey = 'issued' | 'expiry' | 'course';
export type CertificateStatusFilter = CertificateStatus | 'all';

/** What the wallet's order and filter read of a certificate. */
export interface SortableCertificate extends CertificateDates {
  readonly created: DateInput;
  readonly objectiveName?: string;
}

/**
 * The wallet's order (issue 13): newest issue first; soonest expiry first with the ones that
 * never expire last; course name A–Z in the learner's language. Ties keep the newest first.
 */
export function sortWalletCertificates<T extends SortableCertificate>(list: readonly T[], key: CertificateSortKey, locale: string): T[] {
  const issued = (c: T) => toTime(c.created) ?? 0;
  const byIssued = (a: T, b: T) => issued(b) - issued(a);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const compare: Record<CertificateSortKey, (a: T, b: T) => number> = {
    issued: byIssued,
    expiry: (a, b) => (toTime(a.expirationDate) ?? Infinity) - (toTime(b.expirationDate) ?? Infinity) || byIssued(a, b),
    course: (a, b) => collator.compare(a.objectiveName ?? '', b.objectiveName ?? '') || byIssued(a, b),
  };
  return [...list].sort(compare[key]);
}

/** The certificates of one status, or all of them. */
export function filterWalletCertificates<T extends SortableCertificate>(
  list: readonly T[],
  status: CertificateStatusFilter,
  now: Date,
): T[] {
  return status === 'all' ? [...list] : list.filter((c) => getCertificateStatus(c, now) === status);
}
