import type { FastifyInstance } from 'fastify';
import { detailCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { isChannelMember, listChannelMessages, markChannelRead } from './announcement-repository.ts';
import { iso } from '../../lib/iso-date.ts';

/** A course's announcement channel, readable by its enrolled learners (doc 2 §2 Notifications layer). */
async function assertMember(db: Db, tenantId: string, userId: string, channelId: string) {
  if (!(await isChannelMember(db, tenantId, userId, channelId))) throw notFound('No such channel.');
}

export function registerAnnouncementRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, detailCalls.announcementMessages, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    await assertMember(db, request.tenant.id, user.id, id);
    const data = await listChannelMessages(db, user.id, id);
    return { data: data.map((m) => ({ ...m, body: sanitizeRichText(m.body), created: iso(m.created) })), unreadCount: data.filter((m) => m.unread).length };
  });

  registerCall(app, detailCalls.announcementRead, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    await assertMember(db, request.tenant.id, user.id, id);
    await markChannelRead(db, request.tenant.id, user.id, id);
    return reply.status(204).send();
  });
}
