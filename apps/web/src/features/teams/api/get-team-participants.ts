import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE } from '@lp/domain';
import * as teamRoutes from '@lp/contract/routes/team';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';

/**
 * doc 2 §7 participants/query: one page of the members of the learner's team for an activity
 * (by last name), with the count of them all, for the members table's pager (doc 1 §9).
 */
export const getTeamParticipants = (objectiveWorkflowId: string, activityPathId: string, skip: number) =>
  call(teamRoutes.participants, {
    params: { ow: objectiveWorkflowId, activityPathId },
    query: { skip, take: TABLE_PAGE_SIZE, requireTotalCount: true },
  });

export const teamParticipantsQueryOptions = (objectiveWorkflowId: string, activityPathId: string, skip: number) =>
  queryOptions({
    queryKey: [...contentKeys.run(objectiveWorkflowId), 'participants', activityPathId, skip] as const,
    queryFn: () => getTeamParticipants(objectiveWorkflowId, activityPathId, skip),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useTeamParticipants = (objectiveWorkflowId: string, activityPathId: string, skip: number) =>
  useQuery(teamParticipantsQueryOptions(objectiveWorkflowId, activityPathId, skip));
