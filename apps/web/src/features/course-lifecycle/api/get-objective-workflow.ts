import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ObjectiveWorkflowView } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** doc 1 §7 GET objective-workflows/{id}: one run, with its record id once it has a result. */
export const getObjectiveWorkflow = (objectiveWorkflowId: string) =>
  apiRequest<ObjectiveWorkflowView>(WORKFLOW_PATHS.objectiveWorkflow(objectiveWorkflowId));

export const objectiveWorkflowQueryOptions = (objectiveWorkflowId: string) =>
  queryOptions({ queryKey: courseKeys.workflow(objectiveWorkflowId), queryFn: () => getObjectiveWorkflow(objectiveWorkflowId) });

export const useObjectiveWorkflow = (objectiveWorkflowId: string | null | undefined) =>
  useQuery({ ...objectiveWorkflowQueryOptions(objectiveWorkflowId ?? ''), enabled: Boolean(objectiveWorkflowId) });
