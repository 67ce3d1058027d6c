/** The knowledge checks by e-mail and their answer page (doc 2 §2, §4, §7; decision 0026). */
import { defineCall } from '../call.ts';
import { KNOWLEDGE_PATHS } from '../knowledge.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  KnowledgeAnswerBodySchema,
  KnowledgeModelOfAggregateSchema,
  ReinforcementWorkflowSchema,
  WorkflowIdParamsSchema,
} from '../schemas/knowledge.ts';

const tags = ['Knowledge checks'];
export const knowledgeCalls = {
  reinforcementWorkflow: defineCall({
    method: 'GET',
    path: KNOWLEDGE_PATHS.reinforcementWorkflow(':workflowId'),
    summary: "One of the caller's knowledge checks that was sent (another learner's or an unsent one: 404 Workflow not found)",
    tags,
    params: WorkflowIdParamsSchema,
    responses: { 200: ReinforcementWorkflowSchema },
  }),
  answer: defineCall({
    method: 'POST',
    path: KNOWLEDGE_PATHS.answer(':workflowId'),
    summary: 'Answer a knowledge check with the signed answer of its e-mail link; the first answer stays',
    description:
      "Answered at once whatever Prefer says (doc 2 §7 sends `Prefer: respond-sync`): the work is one short transaction. A signature that is not the server's for this learner, check and answer is a 400 and changes nothing; answering again answers the first answer.",
    tags,
    params: WorkflowIdParamsSchema,
    body: KnowledgeAnswerBodySchema,
    responses: { 200: ReinforcementWorkflowSchema },
  }),
  knowledgeModel: defineCall({
    method: 'GET',
    path: KNOWLEDGE_PATHS.knowledgeModel(':id'),
    summary:
      "The knowledge model of the caller's aggregate's course (none, an archived course or another learner's aggregate: 404 Module not found)",
    tags,
    params: IdParamsSchema,
    responses: { 200: KnowledgeModelOfAggregateSchema },
  }),
};
