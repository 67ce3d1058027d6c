/**
 * The AI tutor (issue 14, decision 0027): a learner's question about one course, answered
 * from the passages of its content they may open, streamed as server-sent events in the
 * body of a POST. Free of zod for the web; schemas in schemas/tutor.ts.
 */
export type { TutorCitation, TutorDeltaEvent, TutorDoneEvent, TutorQuestionBody, TutorSourcesEvent } from './schemas/tutor.ts';
export { TUTOR_LIMITS } from '@lp/domain';

export const TUTOR_PATHS = {
  /** POST `{ question }` → text/event-stream: `sources`, then `delta`s, then `done`. */
  answers: (objectiveId: string) => `/api/lms/v1/users/me/objectives/${objectiveId}/tutor/answers`,
} as const;

/** The events of an answer (`event:` field), in this order. */
export const TUTOR_EVENTS = {
  sources: 'sources',
  delta: 'delta',
  done: 'done',
} as const;
