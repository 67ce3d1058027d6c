import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityTreeView } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** doc 2 §7 GET users/me/objective-workflows/{id}/activity-with-aggregates: the full tree of a run. */
export const getActivityTree = (objectiveWorkflowId: string) => apiRequest<ActivityTreeView>(WORKFLOW_PATHS.tree(objectiveWorkflowId));

export const activityTreeQueryOptions = (objectiveWorkflowId: string) =>
  queryOptions({ queryKey: courseKeys.tree(objectiveWorkflowId), queryFn: () => getActivityTree(objectiveWorkflowId) });

/** Disabled until there is a run (`objectiveWorkflowId` null). */
export const useActivityTree = (objectiveWorkflowId: string | null | undefined) =>
  useQuery({ ...activityTreeQueryOptions(objectiveWorkflowId ?? ''), enabled: Boolean(objectiveWorkflowId) });
