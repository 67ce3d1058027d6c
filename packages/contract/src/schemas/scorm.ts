/** The SCORM runtime's shapes (decision 0080). */
import { z } from 'zod';
import { AnswerIdSchema, IdSchema } from './common.ts';

/**
 * A data model as the player commits it: element name → value, flattened
 * (`cmi.core.lesson_status` → `passed`). Which names and values are allowed per version
 * is checked after the shape (the domain's `findInvalidScormElement`).
 */
export const FlatCmiSchema = z.record(z.string().min(1).max(255), z.string().max(64_000));

export const ScormLaunchAnswerSchema = z.object({
  /** The player page on the content origin, with its launch token; frame it and post `scorm.init`. */
  playerUrl: z.string(),
  /** The content origin, for checking the messages' origin. */
  contentOrigin: z.string(),
  /** The data model's version: '1.2' or '2004'. */
  version: z.enum(['1.2', '2004']),
  /** The SCO's launch path inside the package, its parameters appended. */
  launch: z.string(),
  /** This launch's session: commits carry it with their sequence number. */
  sessionId: AnswerIdSchema,
  /** `review`: the attempt is over; the SCO opens without credit and nothing it commits is kept. */
  mode: z.enum(['normal', 'review']),
  /** The data model to load before Initialize: what was kept, with the LMS's elements (entry, learner, credit, mode…). */
  cmi: FlatCmiSchema,
});
export type ScormLaunchAnswer = z.infer<typeof ScormLaunchAnswerSchema>;

export const ScormCommitBodySchema = z.strictObject({
  sessionId: IdSchema,
  /** The player's count of commits in this session, from 1; a repeated or older one changes nothing. */
  seq: z.number().int().min(1).max(1_000_000_000),
  cmi: FlatCmiSchema,
  /** 2004: adl.nav.request at Terminate. */
  navRequest: z.string().max(4000).optional(),
});
export type ScormCommitBody = z.input<typeof ScormCommitBodySchema>;

export const ScormCommitAnswerSchema = z.object({
  /** The sequence number kept (the newest the server has for the session). */
  seq: z.number().int(),
  /** Whether this commit changed anything (false: a repeat or an older one). */
  applied: z.boolean(),
  /**
   * Terminate of a 2004 SCO with a navigation request: the part of the course to open next
   * (a sibling item of the package), or the course; null: stay.
   */
  navigation: z
    .union([z.object({ partId: AnswerIdSchema }), z.object({ course: z.literal(true) })])
    .nullable()
    .optional(),
});
export type ScormCommitAnswer = z.infer<typeof ScormCommitAnswerSchema>;
