/**
 * Proctoring sessions (doc 2 §3 objective workflow aggregate, §4 Availability, §7
 * last-proctoring-session calls). Dates are ISO strings.
 */
import { z } from 'zod';
import { AnswerIdSchema, IdSchema, IsoDateTimeSchema, ProctoringSessionStateSchema } from './common.ts';

/** One proctoring session of an activity workflow. */
export const ProctoringSessionViewSchema = z.object({
  id: AnswerIdSchema,
  activityWorkflowId: AnswerIdSchema,
  state: ProctoringSessionStateSchema,
  created: IsoDateTimeSchema,
});
export type ProctoringSessionView = z.infer<typeof ProctoringSessionViewSchema>;

/**
 * GET …/last-proctoring-session/start-token: an opaque, single-purpose token the
 * proctoring tool is handed to open this session; it expires at `expires`.
 */
export const ProctoringStartTokenViewSchema = z.object({
  token: z.string(),
  proctoringSessionId: AnswerIdSchema,
  activityPathId: AnswerIdSchema.nullable(),
  expires: IsoDateTimeSchema,
});
export type ProctoringStartTokenView = z.infer<typeof ProctoringStartTokenViewSchema>;

/** POST instructor/activity-workflows/{id}/proctoring-sessions: the session's new state. */
export const RecordProctoringSessionBodySchema = z.strictObject({ state: ProctoringSessionStateSchema });
export type RecordProctoringSessionBody = z.infer<typeof RecordProctoringSessionBodySchema>;

export const LastSessionParamsSchema = z.object({ ow: IdSchema, aw: IdSchema });
export const StartTokenQuerySchema = z.object({ activityPathId: IdSchema.optional() });
