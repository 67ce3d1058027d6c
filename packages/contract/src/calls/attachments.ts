/** Attachments and the team's hand-in (issue 34 item 4, decision 0081). */
import { defineCall } from '../call.ts';
import { ATTACHMENT_PATHS } from '../attachments.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import { GroupActivityWorkflowParamsSchema } from '../schemas/teams.ts';
import {
  AttachmentLimitsViewSchema,
  AttachmentViewSchema,
  NewAttachmentBodySchema,
  TeamHandInBodySchema,
  TeamHandInViewSchema,
} from '../schemas/attachments.ts';

export const attachmentCalls = {
  uploadAttachment: defineCall({
    method: 'POST',
    path: ATTACHMENT_PATHS.attachments,
    summary: "Store a file of the caller's to attach to a post or a hand-in (within the tenant's size and type limits)",
    description:
      'Refused with 400 and doc 2 §5\'s messages: "We support attaching files not bigger than {size}" (field `data`), "We support attaching only these types of files: {types}" (field `name`, or `data` when the bytes are not what the extension says). Only its uploader may read it until it is on a post or a hand-in.',
    tags: ['Attachments'],
    body: NewAttachmentBodySchema,
    responses: { 201: AttachmentViewSchema },
  }),
  attachmentLimits: defineCall({
    method: 'GET',
    path: ATTACHMENT_PATHS.limits,
    summary: "The tenant's attachment size and types",
    tags: ['Attachments'],
    responses: { 200: AttachmentLimitsViewSchema },
  }),
  teamHandIn: defineCall({
    method: 'GET',
    path: ATTACHMENT_PATHS.teamHandIn(':id', ':gawId'),
    summary: "The team's hand-in of the activity (only to a member of the team)",
    tags: ['Teams'],
    params: GroupActivityWorkflowParamsSchema,
    responses: { 200: TeamHandInViewSchema },
  }),
  saveTeamHandIn: defineCall({
    method: 'PUT',
    path: ATTACHMENT_PATHS.teamHandIn(':id', ':gawId'),
    summary: "Replace the team's hand-in (any member, until the team's work is handed in)",
    description:
      '409 when another member saved since the version sent (nothing is overwritten: read it again) or when the team has handed in its work.',
    tags: ['Teams'],
    params: GroupActivityWorkflowParamsSchema,
    body: TeamHandInBodySchema,
    responses: { 200: TeamHandInViewSchema },
  }),
  instructorTeamHandIn: defineCall({
    method: 'GET',
    path: ATTACHMENT_PATHS.instructorTeamHandIn(':id'),
    summary: "A team's hand-in, for grading (an instructor of the course)",
    tags: ['Grading'],
    params: IdParamsSchema,
    responses: { 200: TeamHandInViewSchema },
  }),
};
