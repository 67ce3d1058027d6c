import { queryOptions, useQuery } from '@tanstack/react-query';
import { condition } from '@lp/contract/load-options';
import * as detailRoutes from '@lp/contract/routes/detail';
import { call } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

const queryCertificates = (field: 'objectiveId' | 'certificateNumber', value: string) =>
  call(detailRoutes.certificateRecords, {
    query: { filter: JSON.stringify(condition(field, '=', value)) },
  }).then((page) => page.data);

/** doc 2 §7 GET certificate-records/query on objectiveId: the learner's certificates of a course, newest first. */
export const getCertificateRecords = (objectiveId: string) => queryCertificates('objectiveId', objectiveId);

export const certificateRecordsQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: courseKeys.certificates(objectiveId), queryFn: () => getCertificateRecords(objectiveId) });

export const useCertificateRecords = (objectiveId: string, enabled = true) =>
  useQuery({ ...certificateRecordsQueryOptions(objectiveId), enabled });

/** The same query on certificateNumber: one of the learner's own certificates, or null. */
export const getCertificateRecord = (certificateNumber: string) =>
  queryCertificates('certificateNumber', certificateNumber).then((list) => list[0] ?? null);

export const certificateRecordQueryOptions = (certificateNumber: string) =>
  queryOptions({ queryKey: courseKeys.certificate(certificateNumber), queryFn: () => getCertificateRecord(certificateNumber) });

export const useCertificateRecord = (certificateNumber: string) => useQuery(certificateRecordQueryOptions(certificateNumber));
