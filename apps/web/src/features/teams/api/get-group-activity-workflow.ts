import { queryOptions, useQuery } from '@tanstack/react-query';
import * as teamRoutes from '@lp/contract/routes/team';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';

/** doc 2 §7 group-activity-workflows/{gawId}: the team's shared state of an activity and who did what and when. */
export const getGroupActivityWorkflow = (aggregateId: string, gawId: string) =>
  call(teamRoutes.groupActivityWorkflow, { params: { id: aggregateId, gawId } });

/**
 * `version`: the learner's own activity workflow state; when it changes (the learner, or the
 * team for them, handed the work in) the team's state is read again.
 */
export const groupActivityWorkflowQueryOptions = (
  objectiveWorkflowId: string,
  aggregateId: string,
  gawId: string,
  version: number | null,
) =>
  queryOptions({
    queryKey: [...contentKeys.run(objectiveWorkflowId), 'team', gawId, version] as const,
    queryFn: () => getGroupActivityWorkflow(aggregateId, gawId),
  });

export const useGroupActivityWorkflow = (objectiveWorkflowId: string, aggregateId: string, gawId: string, version: number | null) =>
  useQuery(groupActivityWorkflowQueryOptions(objectiveWorkflowId, aggregateId, gawId, version));
