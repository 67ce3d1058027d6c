/** The knowledge checks by e-mail (doc 2 §3 reinforcement workflow, §7 its calls; decision 0026). */
import { z } from 'zod';
import { AnswerIdSchema, IdSchema } from './common.ts';

export const WorkflowIdParamsSchema = z.object({ workflowId: IdSchema });

/**
 * An answer link's `answer`: the answer's key and the server's signature over the tenant,
 * learner, check and key (`key.signature`), so nobody answers for someone else.
 */
export const SignedAnswerSchema = z
  .string()
  .trim()
  .min(1, 'Field is required')
  .max(200, 'Maximum length is 200')
  .regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{16,128}$/, 'This answer link is not valid')
  .describe('The `answer` of the e-mail link: the answer key and its signature');

export const KnowledgeAnswerBodySchema = z.strictObject({ answer: SignedAnswerSchema });
export type KnowledgeAnswerBody = z.input<typeof KnowledgeAnswerBodySchema>;

/**
 * doc 2 §3: objectiveId, answer, id, normalizedScore, feedback, answerText — null until
 * answered; `question` and `aggregateId` (the learner's aggregate of the course, for its
 * knowledge-model call) are ours.
 */
export const ReinforcementWorkflowSchema = z.object({
  id: AnswerIdSchema,
  objectiveId: AnswerIdSchema,
  aggregateId: AnswerIdSchema,
  question: z.string(),
  answer: z.string().nullable().describe('The key of the first answer given; null until answered'),
  answerText: z.string().nullable(),
  normalizedScore: z.number().min(0).max(1).nullable().describe('Correct when above 0 (doc 2 §4)'),
  feedback: z.string().nullable(),
});
export type ReinforcementWorkflow = z.infer<typeof ReinforcementWorkflowSchema>;

export const KnowledgeModelOfAggregateSchema = z.object({ knowledgeModelId: AnswerIdSchema });
export type KnowledgeModelOfAggregate = z.infer<typeof KnowledgeModelOfAggregateSchema>;
