import { queryOptions, useQuery } from '@tanstack/react-query';
import { expandActivityTree } from '@lp/contract/content';
import * as contentRoutes from '@lp/contract/routes/content';
import { call } from '../api-client.ts';
import { courseKeys } from './course-keys.ts';

/**
 * doc 2 §7 GET users/me/objective-workflows/{id}/activity-with-aggregates: the full tree of a
 * run, asked for in its compact form (derived fields and defaults left out, decision 0037) and expanded once here.
 */
export const getActivityTree = async (objectiveWorkflowId: string) =>
  expandActivityTree(await call(contentRoutes.tree, { params: { id: objectiveWorkflowId }, query: { view: 'compact' } }));

export const activityTreeQueryOptions = (objectiveWorkflowId: string) =>
  queryOptions({ queryKey: courseKeys.tree(objectiveWorkflowId), queryFn: () => getActivityTree(objectiveWorkflowId) });

/** Disabled until there is a run (`objectiveWorkflowId` null). */
export const useActivityTree = (objectiveWorkflowId: string | null | undefined) =>
  useQuery({ ...activityTreeQueryOptions(objectiveWorkflowId ?? ''), enabled: Boolean(objectiveWorkflowId) });
