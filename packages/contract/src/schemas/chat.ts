/** The course chat's shapes (issue 14, decision 0025); paths in ../chat.ts. */
import { z } from 'zod';
import { CHAT_LIMITS } from '../chat.ts';
import { AnswerIdSchema, IdSchema, IsoDateTimeSchema } from './common.ts';

export const ChatAttachmentSchema = z.object({
  id: AnswerIdSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string().describe('The storage route; only members of the channel may read it'),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

export const ChatMessageSchema = z.object({
  id: AnswerIdSchema,
  seq: z.number().int().describe('Order of the messages, the paging cursor and the id of its live event'),
  channelId: AnswerIdSchema,
  kind: z.enum(['announcement', 'question']),
  body: z.string().describe('Sanitised rich HTML'),
  created: IsoDateTimeSchema,
  author: z.string().nullable(),
  mine: z.boolean(),
  unread: z.boolean(),
  attachments: z.array(ChatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatChannelSchema = z.object({
  id: AnswerIdSchema,
  objectiveId: AnswerIdSchema.nullable(),
  name: z.string(),
  allowReplies: z.boolean(),
  startsExpanded: z.boolean().describe("The course's chatStartsExpanded (doc 1 §9)"),
});
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

export const ChannelMessagesSchema = z.object({
  channel: ChatChannelSchema,
  data: z.array(ChatMessageSchema).describe('Oldest first'),
  unreadCount: z.number().int(),
  lastReadSeq: z.number().int(),
  before: z.number().int().nullable().describe('Cursor of the older page (pass as ?before=), null when this page is the oldest'),
});
export type ChannelMessages = z.infer<typeof ChannelMessagesSchema>;

const seqText = (name: string) =>
  z
    .string({ error: `${name} may be given once` })
    .regex(/^\d{1,15}$/, `${name} must be a message's seq (a whole number)`)
    .transform(Number);

export const ChannelMessagesQuerySchema = z.object({
  before: seqText('before').optional().describe('Only messages older than this seq'),
  take: seqText('take')
    .refine((n) => n >= 1 && n <= CHAT_LIMITS.pageSize, `take must be between 1 and ${CHAT_LIMITS.pageSize}`)
    .optional()
    .describe('Messages per page (default 30)'),
});

const MessageHtmlSchema = z
  .string()
  .trim()
  .min(1, 'Field is required')
  .max(CHAT_LIMITS.messageLength, `Maximum length is ${CHAT_LIMITS.messageLength}`)
  .describe('Rich HTML; scripts, styles, event handlers and javascript: links are refused');

export const LearnerMessageBodySchema = z.strictObject({
  body: MessageHtmlSchema,
  id: IdSchema.optional().describe(
    "Chosen by the client: the same message sent again (a retry after a lost answer) is posted once; another message's id is a 409",
  ),
});
export type LearnerMessageBody = z.input<typeof LearnerMessageBodySchema>;

export const InstructorMessageBodySchema = z.strictObject({
  body: MessageHtmlSchema,
  attachments: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(200),
        contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, 'contentType must be a media type'),
        data: z
          .string()
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64')
          .max(Math.ceil(CHAT_LIMITS.attachmentBytes / 3) * 4, `An attachment has at most ${CHAT_LIMITS.attachmentBytes} bytes`),
      }),
    )
    .max(CHAT_LIMITS.attachments)
    .default([]),
});
export type InstructorMessageBody = z.input<typeof InstructorMessageBodySchema>;

export const ChatReadBodySchema = z
  .strictObject({ upTo: z.number().int().min(0).optional().describe('Read up to this seq; default the newest') })
  .default({});
export type ChatReadBody = z.input<typeof ChatReadBodySchema>;

export const ChatUnreadSchema = z.object({
  channelId: AnswerIdSchema,
  objectiveId: AnswerIdSchema.nullable(),
  unreadCount: z.number().int(),
  lastReadSeq: z.number().int(),
});
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;
export const UnreadCountsSchema = z.object({ data: z.array(ChatUnreadSchema), total: z.number().int() });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;
