import { LINKEDIN_ADD_TO_PROFILE_URL } from '@lp/contract/wallet';
import * as walletRoutes from '@lp/contract/routes/wallet';
import { callUrl } from '../../../lib/api-client.ts';
import { certificateShareUrl } from './certificate-links.ts';

interface BadgeCertificate {
  id: string;
  certificateNumber: string;
  certificateTemplate: { name: string } | null;
  objectiveName?: string;
  created: string;
  expirationDate: string | null;
}

/** The signed Open Badges credential of one of the learner's certificates, downloaded as a .jwt file. */
export const openBadgeHref = (certificateId: string) => callUrl(walletRoutes.openBadge, { params: { id: certificateId } });

/**
 * LinkedIn's documented "Add to profile" link for a certification: name, organisation,
 * issue and expiry year and month (UTC, as the credential's dates), the public certificate
 * page as the credential URL and the certificate number as its id.
 */
export function linkedInAddToProfileUrl(certificate: BadgeCertificate, organizationName: string): string {
  const issued = new Date(certificate.created);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.certificateTemplate?.name ?? certificate.objectiveName ?? '',
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
  });
  if (certificate.expirationDate) {
    const expiry = new Date(certificate.expirationDate);
    params.set('expirationYear', String(expiry.getUTCFullYear()));
    params.set('expirationMonth', String(expiry.getUTCMonth() + 1));
  }
  params.set('certUrl', certificateShareUrl(certificate.certificateNumber));
  params.set('certId', certificate.certificateNumber);
  return `${LINKEDIN_ADD_TO_PROFILE_URL}?${params.toString()}`;
}
