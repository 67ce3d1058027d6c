/** Building blocks the call schemas share (decision 0016). */
import { z } from 'zod';
import {
  ContentState,
  ContentType,
  GradeRevealPolicy,
  ProctoringSessionState,
  ResultsDisclosurePolicy,
  RetakeWindowUnit,
  ReviewPolicy,
  WorkflowState,
} from '@lp/domain';

/**
 * An id the caller sends: a UUID's 8-4-4-4-12 hex form, checked (a path or body naming
 * anything else is a 400). Any version and variant, as the answers' ids below: an
 * imported id need not be RFC 4122, and an id the server hands out can always be sent back.
 */
export const IdSchema = z.guid();
/**
 * An id the server answers with: a UUID column's value (any version; imported ids need not
 * be RFC 4122). The server writes it without escaping (register-call.ts), which the
 * format makes safe; the server tests check every answer's ids against it.
 */
export const AnswerIdSchema = z.guid();
/** Dates travel as ISO 8601 text in UTC (toISOString), written and checked like ids. */
export const IsoDateTimeSchema = z.iso.datetime();

/** The domain's enums as zod enums: a state is a union of the domain's values, not a number. */
export const WorkflowStateSchema = z.enum(WorkflowState);
export const ContentStateSchema = z.enum(ContentState);
export const ContentTypeSchema = z.enum(ContentType);
export const GradeRevealPolicySchema = z.enum(GradeRevealPolicy);
export const RetakeWindowUnitSchema = z.enum(RetakeWindowUnit);
export const ReviewPolicySchema = z.enum(ReviewPolicy);
export const ResultsDisclosurePolicySchema = z.enum(ResultsDisclosurePolicy);
export const ProctoringSessionStateSchema = z.enum(ProctoringSessionState);

/** A run of a course or of an activity (objective or activity workflow) as every answer shows it. */
export const WorkflowTimesSchema = z.object({
  id: AnswerIdSchema,
  state: WorkflowStateSchema,
  progress: z.number(),
  started: IsoDateTimeSchema,
  submitted: IsoDateTimeSchema.nullable(),
  finished: IsoDateTimeSchema.nullable(),
});

/** A result's scores; null where the result may not be revealed yet (decision 0011). */
export const ResultScoresSchema = z.object({
  id: AnswerIdSchema,
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  normalizedScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  finished: IsoDateTimeSchema.nullable(),
});

export const IdParamsSchema = z.object({ id: IdSchema });
/** The body of a call that takes none: nothing, or `{}`; anything else is a 400, as on every call with a body. */
export const NoBodySchema = z.strictObject({}).optional().describe('No body, or {}');
/** The run (objective workflow) and one of its activities, as most content calls name them. */
export const RunActivityParamsSchema = z.object({ ow: IdSchema, activityId: IdSchema });

/** A list answer (DESIGN load options): `totalCount` when it was asked for, or always for short lists. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: z.number().int().optional().describe('Present when requireTotalCount was asked for') });

/**
 * The load options of a list call (doc 1 §7, DESIGN "Calls"). Documented here; read by
 * the load-options parser, whose messages say what was wrong (a repeated or unknown
 * parameter included), so the schema itself refuses nothing.
 */
const queryText = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);
export const ListQuerySchema = z.looseObject({
  filter: queryText('JSON filter expression, e.g. [["objective.name","contains","x"],"or",["objective.code","contains","x"]]'),
  sort: queryText('JSON list of {selector, desc}'),
  select: queryText('JSON list of field names'),
  skip: queryText('Whole number, 0 by default'),
  take: queryText('Whole number, 50 by default, at most 500'),
  requireTotalCount: queryText('true or false'),
  filterAttribute: queryText('Attribute ids, repeated or comma-separated'),
  showcase: queryText('Showcase ids, repeated or comma-separated'),
});
/** A query holding just a JSON `filter`, given once (read by the load-options parser). */
export const FilterQuerySchema = z.looseObject({
  filter: z.string({ error: 'may be given once' }).optional().describe('JSON filter expression'),
});

export const NoContentAnswer = null;
