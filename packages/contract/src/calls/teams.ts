/** Team (collaborative) activities (doc 1 §7 Lists and catalog, doc 2 §7; decision 0020). */
import { defineCall } from '../call.ts';
import { IdParamsSchema, ListQuerySchema, listOf } from '../schemas/common.ts';
import {
  GroupActivityWorkflowParamsSchema,
  GroupActivityWorkflowViewSchema,
  ParticipantsParamsSchema,
  ParticipantViewSchema,
  TeamBodySchema,
} from '../schemas/teams.ts';
import { TEAM_PATHS } from '../teams.ts';

const tags = ['Teams'];
export const teamCalls = {
  participants: defineCall({
    method: 'GET',
    path: TEAM_PATHS.participants(':ow', ':activityPathId'),
    summary: "The members of the caller's team for an activity, with load options (only to a member of that team)",
    tags,
    params: ParticipantsParamsSchema,
    query: ListQuerySchema,
    responses: { 200: listOf(ParticipantViewSchema) },
  }),
  groupActivityWorkflow: defineCall({
    method: 'GET',
    path: TEAM_PATHS.groupActivityWorkflow(':id', ':gawId'),
    summary: "The team's shared state of an activity: its members and who did what and when (only to a member)",
    tags,
    params: GroupActivityWorkflowParamsSchema,
    responses: { 200: GroupActivityWorkflowViewSchema },
  }),
  putTeam: defineCall({
    method: 'PUT',
    path: TEAM_PATHS.instructorTeam(':id'),
    summary: 'Form or change a team of an activity (an instructor of the course)',
    tags,
    params: IdParamsSchema,
    body: TeamBodySchema,
    responses: { 200: GroupActivityWorkflowViewSchema },
  }),
};
