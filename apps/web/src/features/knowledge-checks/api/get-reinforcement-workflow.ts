import { queryOptions } from '@tanstack/react-query';
import * as knowledgeRoutes from '@lp/contract/routes/knowledge';
import { call } from '../../../lib/api-client.ts';

export const knowledgeCheckKeys = {
  workflow: (id: string) => ['knowledge-checks', 'workflow', id] as const,
  model: (aggregateId: string) => ['knowledge-checks', 'model', aggregateId] as const,
};

/** doc 2 §7 GET users/me/reinforcement-learning-workflows/{workflowId}: the learner's check (404: "Workflow not found"). */
export const getReinforcementWorkflow = (id: string) => call(knowledgeRoutes.reinforcementWorkflow, { params: { workflowId: id } });

export const reinforcementWorkflowQueryOptions = (id: string) =>
  queryOptions({ queryKey: knowledgeCheckKeys.workflow(id), queryFn: () => getReinforcementWorkflow(id), staleTime: Infinity });
