import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateRecordView } from '@lp/contract';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** doc 2 §7 GET public/certificate-records/{id}: the share link's certificate, no sign-in. */
export const getPublicCertificate = (certificateNumber: string) =>
  apiRequest<Omit<CertificateRecordView, 'userId'>>(DETAILS_PATHS.publicCertificate(certificateNumber), { isPublic: true });

export const publicCertificateQueryOptions = (certificateNumber: string) =>
  queryOptions({ queryKey: courseKeys.publicCertificate(certificateNumber), queryFn: () => getPublicCertificate(certificateNumber) });

export const usePublicCertificate = (certificateNumber: string) => useQuery(publicCertificateQueryOptions(certificateNumber));
