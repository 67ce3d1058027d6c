import * as workflowRoutes from '@lp/contract/routes/workflow';
import { call } from '../../../lib/api-client.ts';

/** doc 1 §7 POST finish-activity-workflows (synchronous): the learner marks an activity complete. */
export const finishActivityWorkflow = (objectiveWorkflowId: string, activityWorkflowId: string) =>
  call(workflowRoutes.finishActivityWorkflows, {
    prefer: 'respond-sync',
    body: { objectiveWorkflowId, activityWorkflowIds: [activityWorkflowId] },
  });
