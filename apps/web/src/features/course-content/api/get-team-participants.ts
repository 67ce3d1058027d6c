import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantView } from '@lp/contract/teams';
import { TEAM_PATHS } from '@lp/contract/teams';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** doc 2 §7 participants/query: the members of the learner's team for one activity (first page, by last name). */
export const getTeamParticipants = (objectiveWorkflowId: string, activityPathId: string) =>
  apiRequest<{ data: ParticipantView[] }>(TEAM_PATHS.participants(objectiveWorkflowId, activityPathId)).then((page) => page.data);

export const teamParticipantsQueryOptions = (objectiveWorkflowId: string, activityPathId: string) =>
  queryOptions({
    queryKey: [...contentKeys.run(objectiveWorkflowId), 'participants', activityPathId] as const,
    queryFn: () => getTeamParticipants(objectiveWorkflowId, activityPathId),
  });

export const useTeamParticipants = (objectiveWorkflowId: string, activityPathId: string) =>
  useQuery(teamParticipantsQueryOptions(objectiveWorkflowId, activityPathId));
