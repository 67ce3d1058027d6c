import { apiRequest } from '../../../lib/api-client.ts';

export const START_OBJECTIVE_WORKFLOWS_PATH = '/api/lms/v1/start-objective-workflows';

/** doc 1 §7 POST start-objective-workflows (respond-sync); the new run's id comes from the client. */
export const startObjectiveWorkflow = (objectiveWorkflowAggregateId: string) =>
  apiRequest<unknown>(START_OBJECTIVE_WORKFLOWS_PATH, {
    method: 'POST',
    prefer: 'respond-sync',
    body: { objectiveWorkflowAggregateId, id: crypto.randomUUID() },
  });
