import { z } from 'zod';
import { externalId, fraction } from './common.ts';

const ANSWER_KEY = /^[A-Za-z0-9_-]{1,64}$/;

const answerSchema = z.strictObject({
  key: z
    .string()
    .regex(ANSWER_KEY, 'Letters, digits, - and _ only')
    .optional()
    .describe('Default: a, b, c… by position; part of the answer link'),
  text: z.string().trim().min(1).max(500),
  normalizedScore: fraction.default(0).describe('Above 0 is correct (doc 2 §4): 1 for the right answer, 0 for a wrong one'),
  feedback: z.string().trim().max(2000).optional().describe('Shown on the answer page after this answer'),
});

const questionSchema = z
  .strictObject({
    externalId: externalId.optional().describe('Default: its position in the list'),
    text: z.string().trim().min(1).max(1000),
    answers: z.array(answerSchema).min(2).max(10).describe('One link each in the e-mail'),
  })
  .superRefine((q, ctx) => {
    const keys = q.answers.map((a, i) => a.key ?? String.fromCharCode(97 + i));
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i) ctx.addIssue({ code: 'custom', path: ['answers', i, 'key'], message: `Duplicate answer key "${k}"` });
    });
  });

/**
 * A course's knowledge model (issue 14, decision 0026): after a learner finishes the
 * course, its questions are e-mailed on a spaced-repetition plan, one link per answer.
 */
export const knowledgeModelSchema = z.strictObject({
  name: z.string().trim().min(1).optional().describe("Default: the course's name"),
  questions: z.array(questionSchema).min(1).max(100),
});

export type KnowledgeModelInput = z.output<typeof knowledgeModelSchema>;
