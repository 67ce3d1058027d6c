import { queryOptions, useQuery } from '@tanstack/react-query';
import * as workflowRoutes from '@lp/contract/routes/workflow';
import { call } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** doc 1 §7 GET objective-workflow-aggregates/{id}/objective-records: every result of the course, newest first. */
export const getObjectiveRecords = (aggregateId: string) =>
  call(workflowRoutes.objectiveRecordsOfAggregate, { params: { id: aggregateId } }).then((page) => page.data);

export const objectiveRecordsQueryOptions = (aggregateId: string) =>
  queryOptions({ queryKey: courseKeys.records(aggregateId), queryFn: () => getObjectiveRecords(aggregateId) });

export const useObjectiveRecords = (aggregateId: string | null | undefined, enabled = true) =>
  useQuery({ ...objectiveRecordsQueryOptions(aggregateId ?? ''), enabled: enabled && Boolean(aggregateId) });
