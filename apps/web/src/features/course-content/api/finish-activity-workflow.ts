import { workflowRoutes } from '@lp/contract/routes';
import type { ActivityWorkflowView } from '@lp/contract';
import { call } from '../../../lib/api-client.ts';

export interface FinishActivityAnswer {
  data: ActivityWorkflowView[];
  /** The run's progress after the change, 0..1. */
  progress: number;
}

/** doc 1 §7 POST finish-activity-workflows (synchronous): the learner marks an activity complete. */
export const finishActivityWorkflow = (objectiveWorkflowId: string, activityWorkflowId: string) =>
  call(workflowRoutes.finishActivityWorkflows, {
    prefer: 'respond-sync',
    body: { objectiveWorkflowId, activityWorkflowIds: [activityWorkflowId] },
  });
