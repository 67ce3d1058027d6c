/** Attachments and the team's hand-in (issue 34 item 4, decision 0081); paths in ../attachments.ts. */
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES_CEILING, MAX_ATTACHMENTS } from '@lp/domain';
import { AnswerIdSchema, IdSchema, IsoDateTimeSchema } from './common.ts';

export const AttachmentViewSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  contentType: z.string().describe('The type the file is stored and served with (from its extension)'),
  size: z.number().int(),
  url: z.string().describe('The storage route; only those who may read what it is attached to get it'),
});
export type AttachmentView = z.infer<typeof AttachmentViewSchema>;

export const AttachmentLimitsViewSchema = z.object({
  maxBytes: z.number().int().describe("The tenant's largest attachment in bytes"),
  types: z.array(z.string()).describe('The extensions that may be attached, lower case without the dot'),
});
export type AttachmentLimitsView = z.infer<typeof AttachmentLimitsViewSchema>;

export const NewAttachmentBodySchema = z.strictObject({
  id: IdSchema.describe('Chosen by the client: the same upload sent again is stored once'),
  name: z.string().trim().min(1, 'Field is required').max(200, 'Maximum length is 200'),
  contentType: z
    .string()
    .max(200)
    .regex(/^([\w.+-]+\/[\w.+-]+(\s*;.*)?)?$/, 'contentType must be a media type')
    .default('')
    .describe("The browser's type of the file ('' when it does not know); it must agree with the extension"),
  data: z
    .string()
    .max(Math.ceil(ATTACHMENT_MAX_BYTES_CEILING / 3) * 4, `An attachment has at most ${ATTACHMENT_MAX_BYTES_CEILING} bytes`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64')
    .describe("The file's bytes in base64"),
});
export type NewAttachmentBody = z.input<typeof NewAttachmentBodySchema>;

/** Files named on a post or a hand-in: the caller's own uploads. */
export const AttachmentIdsSchema = z
  .array(IdSchema)
  .max(MAX_ATTACHMENTS, `You can attach at most ${MAX_ATTACHMENTS} files`)
  .refine((ids) => new Set(ids).size === ids.length, 'A file is named twice');

export const TEAM_HAND_IN_MAX_LENGTH = 20000;

export const TeamHandInViewSchema = z.object({
  teamId: AnswerIdSchema,
  body: z.string().describe('Plain text'),
  attachments: z.array(AttachmentViewSchema),
  version: z.number().int().describe('0 before the first save; send it back with the next save'),
  savedBy: z.object({ id: AnswerIdSchema, name: z.string() }).nullable(),
  saved: IsoDateTimeSchema.nullable(),
  readOnly: z.boolean().describe("The team's work is handed in: the hand-in can no longer be replaced"),
});
export type TeamHandInView = z.infer<typeof TeamHandInViewSchema>;

export const TeamHandInBodySchema = z.strictObject({
  body: z.string().max(TEAM_HAND_IN_MAX_LENGTH, `Maximum length is ${TEAM_HAND_IN_MAX_LENGTH}`),
  attachments: AttachmentIdsSchema.default([]).describe('Uploaded files of the caller, or files already on the hand-in'),
  version: z
    .number()
    .int()
    .min(0)
    .describe('The version the member read: another version stored since is a 409 (another member saved first)'),
});
export type TeamHandInBody = z.input<typeof TeamHandInBodySchema>;
