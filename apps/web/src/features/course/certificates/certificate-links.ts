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
