import { queryOptions, useQuery } from '@tanstack/react-query';
import * as detailRoutes from '@lp/contract/routes/detail';
import { call } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** doc 2 §7 GET public/certificate-records/{id}: the share link's certificate, no sign-in. */
export const getPublicCertificate = (certificateNumber: string) =>
  call(detailRoutes.publicCertificate, { params: { number: certificateNumber } });

export const publicCertificateQueryOptions = (certificateNumber: string) =>
  queryOptions({ queryKey: courseKeys.publicCertificate(certificateNumber), queryFn: () => getPublicCertificate(certificateNumber) });

export const usePublicCertificate = (certificateNumber: string) => useQuery(publicCertificateQueryOptions(certificateNumber));
