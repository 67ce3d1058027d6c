import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_EVENTS, ErrorCodes } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { API_POLICY } from '../../lib/content-security-policy.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { memberChannelIds, messagesBetween, unreadCounts } from './announcement-repository.ts';
import { sseEvent, type ChatHub, type StreamConnection } from './chat-hub.ts';

/** A stream is closed after this long (or when the session would end), so the browser reconnects and is checked again. */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** The browser waits this long before reconnecting after a drop. */
const RETRY_MS = 2_000;
/** A resumed stream replays at most this many messages; past that it tells the client to reload (`reset`). */
const REPLAY_LIMIT = 500;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': API_POLICY,
  'x-frame-options': 'DENY',
};

/**
 * GET users/me/announcement-events (decision 0025): the learner's live chat events as
 * server-sent events. A stream registers with the hub first and holds back what arrives,
 * then reads the unread counts and the tenant's newest seq in one snapshot, replays what a
 * resumed stream (Last-Event-ID) missed up to that seq, sends `ready` with the counts, and
 * releases what it held back: nothing lost, nothing twice.
 */
export async function openEventStream(db: Db, hub: ChatHub, request: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(request);
  const tenant = request.tenant;
  if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
    throw new HttpError(
      406,
      ErrorCodes.badRequest,
      'This call is a stream of server-sent events: send Accept: text/event-stream (EventSource does).',
    );
  }
  const lastEventId = request.headers['last-event-id'];
  if (lastEventId !== undefined && !/^\d{1,15}$/.test(String(lastEventId)))
    throw badRequest('Last-Event-ID must be the id of an event this stream sent.');
  const resumeFrom = lastEventId === undefined ? undefined : Number(lastEventId);
  const session = request.session!;
  const sessionLeft = session.lastSeenAt.getTime() + tenant.settings.sessionInactivitySeconds * 1000 - Date.now();

  const channels = await memberChannelIds(db, tenant.id, user.id);
  const res = reply.hijack().raw;
  res.writeHead(200, STREAM_HEADERS);
  res.write(`retry: ${RETRY_MS}\n\n`);
  const conn: StreamConnection = {
    userId: user.id,
    tenantId: tenant.id,
    channels: new Set(channels),
    lastSeq: 0,
    pending: [],
    closeAt: Date.now() + Math.max(0, Math.min(STREAM_LIFETIME_MS, sessionLeft)),
    write: (text) => res.write(text),
    backlog: () => res.writableLength,
    end: () => res.end(),
  };
  hub.add(conn);
  res.on('close', () => hub.remove(conn));
  try {
    const { unread, newest } = await unreadCounts(db, tenant.id, user.id);
    const readUpTo = new Map(unread.map((c) => [c.channelId, c.lastReadSeq]));
    if (resumeFrom !== undefined && resumeFrom < newest && conn.channels.size > 0) {
      const missed = await messagesBetween(db, [...conn.channels], resumeFrom, newest, REPLAY_LIMIT + 1);
      if (missed.length > REPLAY_LIMIT) res.write(sseEvent(CHAT_EVENTS.reset, {}));
      else {
        const held = conn.pending;
        conn.pending = null;
        conn.lastSeq = resumeFrom;
        for (const stored of missed) hub.send(conn, stored, readUpTo.get(stored.message.channelId) ?? 0);
        conn.pending = held;
      }
    }
    conn.lastSeq = Math.max(newest, conn.lastSeq);
    res.write(sseEvent(CHAT_EVENTS.ready, { unread: unread.filter((c) => conn.channels.has(c.channelId)) }, conn.lastSeq));
    hub.release(conn);
  } catch (error) {
    request.log.error(error, 'chat: starting an event stream failed');
    res.end();
  }
}
