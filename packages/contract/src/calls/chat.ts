/** The course chat (issue 14, doc 1 §2, §7, §9, doc 2 §2 Notifications layer; decision 0025). */
import { defineCall } from '../call.ts';
import { CHAT_PATHS } from '../chat.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import {
  ChannelMessagesQuerySchema,
  ChannelMessagesSchema,
  ChatMessageSchema,
  ChatReadBodySchema,
  InstructorMessageBodySchema,
  LearnerMessageBodySchema,
  UnreadCountsSchema,
} from '../schemas/chat.ts';

const tags = ['Announcements'];
export const chatCalls = {
  announcementMessages: defineCall({
    method: 'GET',
    path: CHAT_PATHS.messages(':id'),
    summary: "A page of a course's announcement channel, newest page first, oldest message first within it (a member of the course)",
    tags,
    params: IdParamsSchema,
    query: ChannelMessagesQuerySchema,
    responses: { 200: ChannelMessagesSchema },
  }),
  postQuestion: defineCall({
    method: 'POST',
    path: CHAT_PATHS.messages(':id'),
    summary: 'A learner asks in a channel that allows replies',
    tags,
    params: IdParamsSchema,
    body: LearnerMessageBodySchema,
    responses: { 201: ChatMessageSchema },
  }),
  announcementRead: defineCall({
    method: 'POST',
    path: CHAT_PATHS.read(':id'),
    summary: 'Mark the channel read up to a message (default: the newest)',
    tags,
    params: IdParamsSchema,
    body: ChatReadBodySchema,
    responses: { 204: null },
  }),
  unreadCounts: defineCall({
    method: 'GET',
    path: CHAT_PATHS.unread,
    summary: "Unread messages per announcement channel of the learner's courses",
    tags,
    responses: { 200: UnreadCountsSchema },
  }),
  events: defineCall({
    method: 'GET',
    path: CHAT_PATHS.events,
    summary: "Server-sent events: new messages and read state of the learner's channels; resumes after Last-Event-ID",
    tags,
    responses: {
      200: { mediaType: 'text/event-stream', description: 'ready, message (id = seq), read and reset events; a comment every 20 s' },
    },
  }),
  postAnnouncement: defineCall({
    method: 'POST',
    path: CHAT_PATHS.instructorMessages(':id'),
    summary: 'An instructor of the course posts an announcement, with attachments',
    tags,
    params: IdParamsSchema,
    body: InstructorMessageBodySchema,
    responses: { 201: ChatMessageSchema },
  }),
};
