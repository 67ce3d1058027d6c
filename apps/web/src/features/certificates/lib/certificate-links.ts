import { isSafeExternalUrl } from '@lp/domain';
import type { RuntimeConfig } from '@lp/contract';
import { BASENAME } from '../../../config/paths.ts';

/** The public share link of a certificate (doc 1 §1, doc 2 §2): /learn/certificate/{certificateNumber}, absolute. */
export const certificateShareUrl = (certificateNumber: string) =>
  `${window.location.origin}${BASENAME}/certificate/${encodeURIComponent(certificateNumber)}`;

/** The certificate view inside the course (doc 2 §2), relative to /learn. */
export const courseCertificateHref = (objectiveId: string, certificateNumber: string) =>
  `/courses/${objectiveId}/certificate/${encodeURIComponent(certificateNumber)}`;

/** Expired when its expiry date has passed; no expiry date never expires. */
export const isCertificateExpired = (expirationDate: string | null, now: Date) =>
  expirationDate !== null && Date.parse(expirationDate) <= now.getTime();

/**
 * The certificate's external copy as a link target, or null when its address is not one
 * to follow: https only, plain http too outside production (issue 9 item 12). The import
 * refuses others; this keeps one stored earlier from becoming a link.
 */
export const externalCertificateHref = (externalUrl: string | null, environment: RuntimeConfig['environment']) =>
  externalUrl !== null && isSafeExternalUrl(externalUrl, { allowHttp: environment !== 'prod' }) ? externalUrl : null;
