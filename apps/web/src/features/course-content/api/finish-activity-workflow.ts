import type { ActivityWorkflowView, FinishActivityWorkflowsBody } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { apiRequest } from '../../../lib/api-client.ts';

export interface FinishActivityAnswer {
  data: ActivityWorkflowView[];
  /** The run's progress after the change, 0..1. */
  progress: number;
}

/** doc 1 §7 POST finish-activity-workflows (synchronous): the learner marks an activity complete. */
export const finishActivityWorkflow = (objectiveWorkflowId: string, activityWorkflowId: string) =>
  apiRequest<FinishActivityAnswer>(WORKFLOW_PATHS.finishActivityWorkflows, {
    method: 'POST',
    prefer: 'respond-sync',
    body: { objectiveWorkflowId, activityWorkflowIds: [activityWorkflowId] } satisfies FinishActivityWorkflowsBody,
  });
