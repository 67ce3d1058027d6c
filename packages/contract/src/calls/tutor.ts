/** The AI tutor (issue 14, doc 1 §1, §6; decision 0027). */
import { defineCall } from '../call.ts';
import { TUTOR_PATHS } from '../tutor.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import { TutorQuestionBodySchema } from '../schemas/tutor.ts';

export const tutorCalls = {
  askTutor: defineCall({
    method: 'POST',
    path: TUTOR_PATHS.answers(':id'),
    summary: "Ask the course's AI tutor: an answer from the passages of the course the learner may open, with citations, streamed",
    description:
      'Only where the tenant offers the tutor and the course enables it (otherwise 404), for a learner of the course. Locked content, results and grades are never searched.',
    tags: ['AI tutor'],
    params: IdParamsSchema,
    body: TutorQuestionBodySchema,
    responses: {
      200: {
        mediaType: 'text/event-stream',
        description: 'sources (citations, mode), delta (answer text, model mode only), done (outcome)',
      },
    },
  }),
};
