/**
 * Team (collaborative) activities (doc 2 §3 collaborative team members table, §7
 * participants and group-activity-workflows; decision 0020). Dates are ISO strings.
 */
import { z } from 'zod';
import { AnswerIdSchema, IdSchema, IsoDateTimeSchema, WorkflowStateSchema } from './common.ts';

/** One row of the team members table: doc 2 §3 "first, middle and last name, email, primary unit". */
export const ParticipantViewSchema = z.object({
  id: AnswerIdSchema,
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  primaryUnitName: z.string().nullable(),
});
export type ParticipantView = z.infer<typeof ParticipantViewSchema>;

const PersonSchema = ParticipantViewSchema.pick({ id: true, firstName: true, middleName: true, lastName: true });

/** A member of the team with their own activity workflow of the activity (null: never opened): who did what and when. */
export const TeamMemberViewSchema = PersonSchema.extend({
  activityWorkflow: z
    .object({
      id: AnswerIdSchema,
      state: WorkflowStateSchema,
      started: IsoDateTimeSchema,
      submitted: IsoDateTimeSchema.nullable(),
      finished: IsoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type TeamMemberView = z.infer<typeof TeamMemberViewSchema>;

/** The team's shared state of one activity (the group activity workflow). */
export const GroupActivityWorkflowViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  state: WorkflowStateSchema,
  activityPathId: AnswerIdSchema,
  activity: z.object({ id: AnswerIdSchema, name: z.string() }),
  submitted: IsoDateTimeSchema.nullable(),
  finished: IsoDateTimeSchema.nullable(),
  submittedBy: PersonSchema.nullable().describe('The member whose submission counted for the team'),
  members: z.array(TeamMemberViewSchema),
});
export type GroupActivityWorkflowView = z.infer<typeof GroupActivityWorkflowViewSchema>;

/**
 * In the activity view of an activity that supports collaborative mode: how the learner
 * does it (domain getActivityMode) and, in team mode, where the team's state is fetched.
 */
export const ActivityTeamViewSchema = z.object({
  mode: z.enum(['team', 'personal']).nullable(),
  reason: z.enum(['noTeam']).nullable(),
  objectiveWorkflowAggregateId: AnswerIdSchema,
  groupActivityWorkflowId: AnswerIdSchema.nullable(),
});
export type ActivityTeamView = z.infer<typeof ActivityTeamViewSchema>;

export const ParticipantsParamsSchema = z.object({ ow: IdSchema, activityPathId: IdSchema });
export const GroupActivityWorkflowParamsSchema = z.object({ id: IdSchema, gawId: IdSchema });

/** PUT instructor/teams/{id}: the team's course, activity part, name and members (replacing the ones it had). */
export const TeamBodySchema = z.strictObject({
  objectiveId: IdSchema,
  activityPathId: IdSchema,
  name: z.string().trim().min(1, 'Field is required').max(200, 'Maximum length is 200'),
  members: z.array(IdSchema).min(1, 'A team has a member').max(100, 'At most 100 members'),
});
export type TeamBody = z.infer<typeof TeamBodySchema>;
