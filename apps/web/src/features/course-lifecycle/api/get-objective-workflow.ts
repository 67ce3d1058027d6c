import * as workflowRoutes from '@lp/contract/routes/workflow';
import { call } from '../../../lib/api-client.ts';

/** doc 1 §7 GET objective-workflows/{id}: one run, with its record id once it has a result. */
export const getObjectiveWorkflow = (objectiveWorkflowId: string) =>
  call(workflowRoutes.objectiveWorkflow, { params: { id: objectiveWorkflowId } });
