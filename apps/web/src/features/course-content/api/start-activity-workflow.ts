import * as workflowRoutes from '@lp/contract/routes/workflow';
import { call } from '../../../lib/api-client.ts';

/**
 * doc 1 §7 POST start-activity-workflows (synchronous). Starting an activity that already
 * has a workflow in the run answers that workflow. A refusal is a 400 whose `errors.reason`
 * is the disabled reason code (doc 2 §8).
 */
export const startActivityWorkflow = (objectiveWorkflowId: string, partId: string) =>
  call(workflowRoutes.startActivityWorkflows, {
    prefer: 'respond-sync',
    body: { objectiveWorkflowId, activityPartIds: [partId] },
  }).then((answer) => answer.data[0] ?? null);
