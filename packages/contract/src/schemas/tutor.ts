/** The AI tutor's question and the events of its streamed answer (issue 14, decision 0027). */
import { z } from 'zod';
import { TUTOR_LIMITS } from '@lp/domain';
import { AnswerIdSchema } from './common.ts';

export const TutorQuestionBodySchema = z.strictObject({
  question: z
    .string()
    .trim()
    .min(1, 'Ask a question.')
    .max(TUTOR_LIMITS.questionLength, `A question has at most ${TUTOR_LIMITS.questionLength} characters.`),
});
export type TutorQuestionBody = z.infer<typeof TutorQuestionBodySchema>;

/** A passage the answer cites: an activity the learner may open, where it opens (`axis`, null: the course's start) and the words quoted. */
export const TutorCitationSchema = z.object({
  /** 1-based, as the answer's [n] marks refer to it. */
  n: z.number().int().positive(),
  activityId: AnswerIdSchema,
  axis: z.string().nullable(),
  title: z.string(),
  text: z.string(),
});
export type TutorCitation = z.infer<typeof TutorCitationSchema>;

/** First event: what the answer is written from, and whether a language model writes it (`model`) or the passages are the answer (`passages`). */
export const TutorSourcesEventSchema = z.object({ mode: z.enum(['model', 'passages']), citations: z.array(TutorCitationSchema) });
export type TutorSourcesEvent = z.infer<typeof TutorSourcesEventSchema>;
/** A piece of the model's answer text, in order. */
export const TutorDeltaEventSchema = z.object({ text: z.string() });
export type TutorDeltaEvent = z.infer<typeof TutorDeltaEventSchema>;
/** Last event: `answered`, `noPassages` (nothing the learner may open matches), `notStarted` (no run yet: nothing is open), `modelFailed` (the passages stand as the answer). */
export const TutorDoneEventSchema = z.object({ outcome: z.enum(['answered', 'noPassages', 'notStarted', 'modelFailed']) });
export type TutorDoneEvent = z.infer<typeof TutorDoneEventSchema>;
