import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityContentView } from '@lp/contract';
import { CONTENT_PATHS } from '@lp/contract/content';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';

/**
 * doc 2 §7 GET users/me/objective-workflows/{id}/activity[/{activityPathId}]: one activity
 * with its content; `content` is null while it is locked or a draft (`lockedReason` says why).
 */
export const getActivityContent = (objectiveWorkflowId: string, partId: string | null) =>
  apiRequest<ActivityContentView>(CONTENT_PATHS.activity(objectiveWorkflowId, partId ?? undefined));

export const activityContentQueryOptions = (objectiveWorkflowId: string, partId: string | null) =>
  queryOptions({
    queryKey: contentKeys.activity(objectiveWorkflowId, partId),
    queryFn: () => getActivityContent(objectiveWorkflowId, partId),
  });

export const useActivityContent = (objectiveWorkflowId: string, partId: string | null) =>
  useQuery(activityContentQueryOptions(objectiveWorkflowId, partId));
