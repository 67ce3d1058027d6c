/**
 * Paths and shapes of the course chat (issue 14, decision 0025): an announcement channel's
 * messages paged backwards by cursor, the learner's questions where the channel allows
 * replies, the instructor's announcements, read state, unread counts and the live stream
 * of server-sent events. Free of zod for the web; schemas in schemas/chat.ts.
 */
import { ApiPrefix } from './paths.ts';
import { DETAILS_PATHS } from './lists.ts';

export type {
  ChannelMessages,
  ChatAttachment,
  ChatChannel,
  ChatMessage,
  ChatReadBody,
  ChatUnread,
  InstructorMessageBody,
  LearnerMessageBody,
  UnreadCounts,
} from './schemas/chat.ts';

export const CHAT_PATHS = {
  /** GET `?before=<seq>&take=<n>`: a page of messages, oldest first; POST: the learner's question. */
  messages: (channelId: string) => DETAILS_PATHS.announcementMessages(channelId),
  /** POST `{ upTo? }`: read up to that message (default: the newest). */
  read: (channelId: string) => DETAILS_PATHS.announcementRead(channelId),
  /** GET: unread messages per announcement channel of the learner's courses (doc 1 §7). */
  unread: `${ApiPrefix.platform}/users/me/announcement-channels/unread`,
  /** GET text/event-stream: new messages and read state of the learner's channels, resumable by Last-Event-ID. */
  events: `${ApiPrefix.platform}/users/me/announcement-events`,
  /** POST: an instructor of the course posts an announcement (not in the spec; decision 0025). */
  instructorMessages: (channelId: string) => `${ApiPrefix.platform}/instructor/announcement-channels/${channelId}/messages`,
} as const;

/** The events of the stream (`event:` field); `message` events carry the message's seq as their id. */
export const CHAT_EVENTS = {
  /** First event of every connection: `{ unread: ChatUnread[] }`, id = the newest seq the stream has covered. */
  ready: 'ready',
  /** A new message in one of the learner's channels: a ChatMessage. */
  message: 'message',
  /** The learner read a channel (in any tab): `{ channelId, lastReadSeq, unreadCount }`. */
  read: 'read',
  /** Too much was missed to replay: the client reloads what it shows. */
  reset: 'reset',
  /**
   * A result arrived in one of the learner's own runs (a tool's or a proctored exam's score,
   * decision 0074): `ActivityResultEvent`, ids only; the client reads the run again.
   */
  activityResult: 'activity-result',
} as const;

/** The data of an `activity-result` event: which course and run to read again, never the result. */
export interface ActivityResultEvent {
  objectiveId: string;
  objectiveWorkflowId: string;
}

/** Limits the calls enforce (a longer message is a 400). */
export const CHAT_LIMITS = {
  /** Characters of a message's HTML. */
  messageLength: 8000,
  /** Messages per page (default 30). */
  pageSize: 100,
  attachments: 5,
  /** Bytes of one attachment sent with the instructor call. */
  attachmentBytes: 512 * 1024,
} as const;
