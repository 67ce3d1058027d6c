import { queryOptions } from '@tanstack/react-query';
import { KNOWLEDGE_PATHS, type ReinforcementWorkflow } from '@lp/contract/knowledge';
import { apiRequest } from '../../../lib/api-client.ts';

export const knowledgeCheckKeys = {
  workflow: (id: string) => ['knowledge-checks', 'workflow', id] as const,
  model: (aggregateId: string) => ['knowledge-checks', 'model', aggregateId] as const,
};

/** doc 2 §7 GET users/me/reinforcement-learning-workflows/{workflowId}: the learner's check (404: "Workflow not found"). */
export const getReinforcementWorkflow = (id: string) => apiRequest<ReinforcementWorkflow>(KNOWLEDGE_PATHS.reinforcementWorkflow(id));

export const reinforcementWorkflowQueryOptions = (id: string) =>
  queryOptions({ queryKey: knowledgeCheckKeys.workflow(id), queryFn: () => getReinforcementWorkflow(id), staleTime: Infinity });
