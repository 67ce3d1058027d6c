import type { ActivityWorkflowView, StartActivityWorkflowsBody } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * doc 1 §7 POST start-activity-workflows (synchronous). Starting an activity that already
 * has a workflow in the run answers that workflow. A refusal is a 400 whose `errors.reason`
 * is the disabled reason code (doc 2 §8).
 */
export const startActivityWorkflow = (objectiveWorkflowId: string, partId: string) =>
  apiRequest<{ data: ActivityWorkflowView[] }>(WORKFLOW_PATHS.startActivityWorkflows, {
    method: 'POST',
    prefer: 'respond-sync',
    body: { objectiveWorkflowId, activityPartIds: [partId] } satisfies StartActivityWorkflowsBody,
  }).then((answer) => answer.data[0] ?? null);
