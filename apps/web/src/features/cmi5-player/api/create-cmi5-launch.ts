import * as cmi5Routes from '@lp/contract/routes/cmi5';
import { call } from '../../../lib/api-client.ts';

/**
 * POST …/activity-workflows/{aw}/cmi5-launch (decision 0083): one launch of a cmi5 AU — a
 * new session, its one-time token URL inside the answer. Ask again for every launch.
 */
export const createCmi5Launch = (objectiveWorkflowId: string, activityWorkflowId: string) =>
  call(cmi5Routes.launch, { params: { ow: objectiveWorkflowId, aw: activityWorkflowId } });
