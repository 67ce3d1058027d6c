import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chatCalls } from '@lp/contract/calls';
import { canGradeCourse, gradesAnyCourse } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import {
  findChannel,
  forReader,
  insertMessage,
  lastReadSeq,
  markChannelRead,
  messageById,
  messagesBySeq,
  pageOfMessages,
  unreadCounts,
  type NewMessage,
} from './announcement-repository.ts';
import { findMemberChannel } from '../../data/chat-channels.ts';
import { ChatHub } from './chat-hub.ts';
import { openEventStream } from './event-stream.ts';
import { acceptMessageBody } from './message-body.ts';

const DEFAULT_PAGE = 30;

/** Stores a message and answers it as its author sees it. */
async function post(db: Db, message: NewMessage) {
  const seq = await db.transaction((tx) => insertMessage(tx, message));
  const [stored] = await messagesBySeq(db, [seq]);
  return forReader(stored!, message.authorId, 0);
}

/**
 * The course chat (issue 14, decision 0025): a course's announcement channel for its
 * enrolled learners (anyone else: 404, whatever the channel), its instructors' announcements,
 * and the live event stream that keeps every unread count current.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, db: Db) {
  const hub = new ChatHub(db, 20_000, (message, error) => app.log.error(error, message));
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());

  const memberChannel = async (tenantId: string, userId: string, channelId: string) => {
    const channel = await findMemberChannel(db, tenantId, userId, channelId);
    if (!channel) throw notFound('No such channel.');
    return channel;
  };

  registerCall(app, chatCalls.announcementMessages, async (request) => {
    const user = currentUser(request);
    const channel = await memberChannel(request.tenant.id, user.id, request.params.id);
    const readUpTo = await lastReadSeq(db, user.id, channel.id);
    const { page, before } = await pageOfMessages(db, channel.id, request.query.before, request.query.take ?? DEFAULT_PAGE);
    const [counts] = (await unreadCounts(db, request.tenant.id, user.id)).unread.filter((c) => c.channelId === channel.id);
    return {
      channel,
      data: page.map((m) => forReader(m, user.id, readUpTo)),
      unreadCount: counts?.unreadCount ?? 0,
      lastReadSeq: readUpTo,
      before,
    };
  });

  registerCall(app, chatCalls.postQuestion, async (request, reply) => {
    const user = currentUser(request);
    const channel = await memberChannel(request.tenant.id, user.id, request.params.id);
    if (!channel.allowReplies) throw forbidden('This channel takes announcements only: replies are not open.');
    const body = acceptMessageBody(request.body.body);
    const { id } = request.body;
    // The client's id sent again: the message it posted then, once; another message's id is refused.
    const sentBefore = async () => {
      const stored = id === undefined ? undefined : await messageById(db, request.tenant.id, id);
      if (!stored) return undefined;
      const same = stored.authorId === user.id && stored.message.channelId === channel.id && stored.message.body === sanitizeRichText(body);
      if (!same) throw conflict('This message id is already used by another message.');
      return forReader(stored, user.id, 0);
    };
    const again = await sentBefore();
    if (again) return reply.status(201).send(again);
    try {
      const message = await post(db, {
        id: id ?? randomUUID(),
        tenantId: request.tenant.id,
        channelId: channel.id,
        authorId: user.id,
        kind: 'question',
        body,
        files: [],
      });
      return reply.status(201).send(message);
    } catch (error) {
      // The same id posted side by side (two tabs, a retry racing the first): the other one stored it.
      const raced = (error as { code?: unknown }).code === '23505' ? await sentBefore() : undefined;
      if (raced) return reply.status(201).send(raced);
      throw error;
    }
  });

  registerCall(app, chatCalls.announcementRead, async (request, reply) => {
    const user = currentUser(request);
    const channel = await memberChannel(request.tenant.id, user.id, request.params.id);
    await db.transaction((tx) => markChannelRead(tx, request.tenant.id, user.id, channel.id, request.body.upTo));
    return reply.status(204).send();
  });

  registerCall(app, chatCalls.unreadCounts, async (request) => {
    const { unread } = await unreadCounts(db, request.tenant.id, currentUser(request).id);
    return { data: unread, total: unread.reduce((sum, c) => sum + c.unreadCount, 0) };
  });

  registerCall(
    app,
    chatCalls.events,
    async (request, reply) => {
      await openEventStream(db, hub, request, reply);
      return reply;
    },
    { passive: true },
  );

  registerCall(
    app,
    chatCalls.postAnnouncement,
    async (request, reply) => {
      const user = currentUser(request);
      const body = acceptMessageBody(request.body.body);
      const files = request.body.attachments.map((a) => {
        const bytes = Buffer.from(a.data, 'base64');
        if (bytes.length === 0) throw badRequest(`The attachment ${a.name} is empty.`);
        return { id: randomUUID(), name: a.name, contentType: a.contentType, bytes };
      });
      const message = await post(db, {
        id: randomUUID(),
        tenantId: request.tenant.id,
        channelId: request.params.id,
        authorId: user.id,
        kind: 'announcement',
        body,
        files,
      });
      return reply.status(201).send(message);
    },
    {
      // The rule of every instructor call (grading.ts): an instructor of this channel's course.
      authorize: async (request) => {
        const user = currentUser(request);
        if (!gradesAnyCourse(user)) throw forbidden('Only instructors can post announcements.');
        const channel = await findChannel(db, request.tenant.id, request.params.id);
        if (!channel) throw notFound('No such channel.');
        if (!channel.objectiveId || !canGradeCourse(user, channel.objectiveId))
          throw forbidden('Only an instructor of this course can do this.');
      },
    },
  );
}
