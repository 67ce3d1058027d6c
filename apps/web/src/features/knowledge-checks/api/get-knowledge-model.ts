import { queryOptions } from '@tanstack/react-query';
import * as knowledgeRoutes from '@lp/contract/routes/knowledge';
import { call } from '../../../lib/api-client.ts';
import { knowledgeCheckKeys } from './get-reinforcement-workflow.ts';

/** doc 2 §7 GET users/me/objective-workflow-aggregates/{id}/knowledge-model: the module of the check (404: "Module not found"). */
export const getKnowledgeModel = (aggregateId: string) => call(knowledgeRoutes.knowledgeModel, { params: { id: aggregateId } });

export const knowledgeModelQueryOptions = (aggregateId: string) =>
  queryOptions({ queryKey: knowledgeCheckKeys.model(aggregateId), queryFn: () => getKnowledgeModel(aggregateId), staleTime: Infinity });
