import type { FastifyInstance } from 'fastify';
import { detailCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';


/** A course's announcement channel, readable by its enrolled learners (doc 2 §2 Notifications layer). */
async function assertMember(db: Db, tenantId: string, userId: string, channelId: string) {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT true AS ok FROM announcement_channels ch JOIN objective_accesses acc ON acc.objective_id = ch.objective_id
      WHERE ch.id = $1 AND ch.tenant_id = $2 AND acc.user_id = $3`,
    [channelId, tenantId, userId],
  );
  if (!rows[0]) throw notFound('No such channel.');
}

export function registerAnnouncementRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, detailCalls.announcementMessages, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    await assertMember(db, request.tenant.id, user.id, id);
    const data = await db.query<{ id: string; body: string; created: Date; author: string | null; unread: boolean }>(
      `SELECT m.id, m.body, m.created_at AS created, trim(u.first_name || ' ' || u.last_name) AS author,
              (r.last_read_at IS NULL OR m.created_at > r.last_read_at) AS unread
         FROM announcement_messages m LEFT JOIN users u ON u.id = m.author_id
         LEFT JOIN announcement_reads r ON r.channel_id = m.channel_id AND r.user_id = $2
        WHERE m.channel_id = $1 ORDER BY m.created_at`,
      [id, user.id],
    );
    return { data: data.map((m) => ({ ...m, body: sanitizeRichText(m.body), created: new Date(m.created).toISOString() })), unreadCount: data.filter((m) => m.unread).length };
  });

  registerCall(app, detailCalls.announcementRead, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    await assertMember(db, request.tenant.id, user.id, id);
    await db.query(
      `INSERT INTO announcement_reads (tenant_id, channel_id, user_id, last_read_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (channel_id, user_id) DO UPDATE SET last_read_at = now()`,
      [request.tenant.id, id, user.id],
    );
    return reply.status(204).send();
  });
}
