import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as attachmentRoutes from '@lp/contract/routes/attachment';
import type { TeamHandInBody, TeamHandInView } from '@lp/contract/attachments';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';

const handInKey = (objectiveWorkflowId: string, gawId: string) => [...contentKeys.run(objectiveWorkflowId), 'hand-in', gawId] as const;

/** The team's one hand-in (decision 0081): every member reads it. */
export const teamHandInQueryOptions = (objectiveWorkflowId: string, aggregateId: string, gawId: string) =>
  queryOptions({
    queryKey: handInKey(objectiveWorkflowId, gawId),
    queryFn: () => call(attachmentRoutes.teamHandIn, { params: { id: aggregateId, gawId } }),
  });

export const useTeamHandIn = (objectiveWorkflowId: string, aggregateId: string, gawId: string) =>
  useQuery(teamHandInQueryOptions(objectiveWorkflowId, aggregateId, gawId));

/** PUT: replaces it, naming the version read; 409 when another member saved since or the team handed its work in. */
export function useSaveTeamHandIn(objectiveWorkflowId: string, aggregateId: string, gawId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: TeamHandInBody) => call(attachmentRoutes.saveTeamHandIn, { params: { id: aggregateId, gawId }, body }),
    onSuccess: (view: TeamHandInView) => queryClient.setQueryData(handInKey(objectiveWorkflowId, gawId), view),
    onError: () => queryClient.invalidateQueries({ queryKey: handInKey(objectiveWorkflowId, gawId) }),
  });
}
