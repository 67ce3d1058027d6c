/** The lifecycle calls (doc 1 §7 workflow calls, doc 2 §7) and commands (doc 1 §4). */
import { z } from 'zod';
import { CommandState } from '@lp/domain';
import { AnswerIdSchema, IdSchema, IsoDateTimeSchema } from './common.ts';
import { RecordSummarySchema, WorkflowSummarySchema } from './lists.ts';
import { ActivityPositionSchema, ActivityWorkflowViewSchema } from './content.ts';

export const StartObjectiveWorkflowBodySchema = z.object({
  objectiveWorkflowAggregateId: IdSchema,
  id: IdSchema.describe('Chosen by the client: a retry or double click with the same id starts one run'),
});
export type StartObjectiveWorkflowBody = z.infer<typeof StartObjectiveWorkflowBodySchema>;
export const SubmitObjectiveWorkflowBodySchema = z.object({ id: IdSchema });
export type SubmitObjectiveWorkflowBody = z.infer<typeof SubmitObjectiveWorkflowBodySchema>;
export const FinishObjectiveWorkflowBodySchema = z.object({
  id: IdSchema.describe("The new objective record's id, chosen by the client"),
  objectiveWorkflowId: IdSchema,
});
export type FinishObjectiveWorkflowBody = z.infer<typeof FinishObjectiveWorkflowBodySchema>;
export const StartActivityWorkflowsBodySchema = z.object({
  objectiveWorkflowId: IdSchema,
  activityPartIds: z.array(IdSchema).min(1).max(50),
});
export type StartActivityWorkflowsBody = z.infer<typeof StartActivityWorkflowsBodySchema>;
export const FinishActivityWorkflowsBodySchema = z.object({
  objectiveWorkflowId: IdSchema,
  activityWorkflowIds: z.array(IdSchema).min(1).max(50),
});
export type FinishActivityWorkflowsBody = z.infer<typeof FinishActivityWorkflowsBodySchema>;
export const UpdateActivityWorkflowBodySchema = z.object({
  progress: z.number().min(0).max(1).optional().describe('Never lowers the stored progress'),
  data: z
    .looseObject({ position: ActivityPositionSchema.optional() })
    .optional()
    .describe('Merged key by key; `position` replaces the stored one only when its savedAt is later'),
  activityWorkflowIds: z.array(IdSchema).max(50).optional(),
});
export type UpdateActivityWorkflowBody = z.infer<typeof UpdateActivityWorkflowBodySchema>;
export const GradeBodySchema = z.object({ normalizedScore: z.number().min(0).max(1), grade: z.string().max(60).optional() });

export const ObjectiveWorkflowViewSchema = WorkflowSummarySchema.extend({
  objectiveId: AnswerIdSchema,
  objectiveWorkflowAggregateId: AnswerIdSchema,
});
export type ObjectiveWorkflowView = z.infer<typeof ObjectiveWorkflowViewSchema>;

/**
 * GET objective-records/query and objective-records/{id} (doc 1 §3 objective record: the
 * score result plus id), with what the record belongs to. Score, grade and pass state are
 * null while the enrolment's reveal policy withholds them (decision 0011).
 */
export const ObjectiveRecordViewSchema = RecordSummarySchema.extend({
  objectiveId: AnswerIdSchema,
  objectiveWorkflowId: AnswerIdSchema.nullable().describe('The run the result closed; null for a result imported from another platform'),
  userId: AnswerIdSchema,
  created: IsoDateTimeSchema,
});
export type ObjectiveRecordView = z.infer<typeof ObjectiveRecordViewSchema>;

export const StartedActivityWorkflowsSchema = z.object({ data: z.array(ActivityWorkflowViewSchema) });
export const FinishedActivityWorkflowsSchema = z.object({
  data: z.array(ActivityWorkflowViewSchema),
  progress: z.number().describe("The run's progress after finishing"),
});
export const ActivityWorkflowAggregateOfActivitySchema = z.object({
  activityId: AnswerIdSchema,
  lastActivityWorkflow: ActivityWorkflowViewSchema.nullable(),
  bestActivityRecord: z.object({ passed: z.boolean().nullable(), normalizedScore: z.number().nullable() }).nullable(),
});

/** A command as polled (doc 1 §4): `completed` appears once it has an outcome. */
export const CommandViewSchema = z.object({
  id: AnswerIdSchema,
  kind: z.string(),
  state: z.enum(CommandState).nullable().describe('null while it runs'),
  completed: IsoDateTimeSchema.optional(),
  result: z.unknown().optional().describe('Completed: what the call answers with respond-sync'),
  status: z.number().int().optional().describe('Failed: the status the call would have answered'),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('Failed: the message lists'),
});
export interface CommandView<R = unknown> extends Omit<z.infer<typeof CommandViewSchema>, 'result'> {
  result?: R;
}
/** 202 of a command: where to poll it. */
export const AcceptedCommandSchema = z.object({ id: AnswerIdSchema, url: z.string() });
export type AcceptedCommand = z.infer<typeof AcceptedCommandSchema>;
