/** Paths of the knowledge-model calls (doc 2 §7), free of zod for the web; shapes in schemas/knowledge.ts (decision 0026). */
export type { KnowledgeAnswerBody, KnowledgeModelOfAggregate, ReinforcementWorkflow } from './schemas/knowledge.ts';

export const KNOWLEDGE_PATHS = {
  reinforcementWorkflow: (workflowId: string) => `/api/platform/v1/users/me/reinforcement-learning-workflows/${workflowId}`,
  answer: (workflowId: string) => `/api/platform/v1/users/me/reinforcement-learning-workflows/${workflowId}/answer`,
  knowledgeModel: (aggregateId: string) => `/api/platform/v1/users/me/objective-workflow-aggregates/${aggregateId}/knowledge-model`,
} as const;

/** The query parameters of the e-mail's answer links (doc 2 §5: both are needed). */
export const ANSWER_LINK_PARAMS = { answer: 'answer', workflowId: 'workflowId' } as const;
