import * as workflowRoutes from '@lp/contract/routes/workflow';
import type { ActivityPositionView } from '@lp/contract';
import { call } from '../../../lib/api-client.ts';

/**
 * doc 1 §7 PUT …/activity-workflows/{aw}: where the learner is inside the activity, as
 * `data.position` (decision 0076). `keepalive` lets the save outlive a page being left.
 */
export const saveActivityPosition = (
  ids: { objectiveWorkflowId: string; activityWorkflowId: string },
  position: ActivityPositionView,
  keepalive = false,
) =>
  call(workflowRoutes.updateActivityWorkflow, {
    params: { ow: ids.objectiveWorkflowId, aw: ids.activityWorkflowId },
    body: { data: { position } },
    keepalive,
  });
