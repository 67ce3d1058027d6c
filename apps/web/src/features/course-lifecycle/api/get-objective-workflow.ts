import type { ObjectiveWorkflowView } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { apiRequest } from '../../../lib/api-client.ts';

/** doc 1 §7 GET objective-workflows/{id}: one run, with its record id once it has a result. */
export const getObjectiveWorkflow = (objectiveWorkflowId: string) =>
  apiRequest<ObjectiveWorkflowView>(WORKFLOW_PATHS.objectiveWorkflow(objectiveWorkflowId));
