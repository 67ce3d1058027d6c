import type { Queryable } from '../../db/client.ts';
import { accessJoin } from '../enrolment/index.ts';

/** Whether the learner is enrolled in the course of an announcement channel (doc 2 §2 Notifications layer). */
export async function isChannelMember(db: Queryable, tenantId: string, userId: string, channelId: string): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT true AS ok FROM announcement_channels ch ${accessJoin('ch.objective_id', '$3', 'INNER')}
      WHERE ch.id = $1 AND ch.tenant_id = $2`,
    [channelId, tenantId, userId],
  );
  return rows.length > 0;
}

export interface MessageRow {
  id: string;
  body: string;
  created: Date;
  author: string | null;
  unread: boolean;
}

/** A channel's messages, oldest first, each marked unread when newer than the learner's last read. */
export async function listChannelMessages(db: Queryable, userId: string, channelId: string): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT m.id, m.body, m.created_at AS created, trim(u.first_name || ' ' || u.last_name) AS author,
            (r.last_read_at IS NULL OR m.created_at > r.last_read_at) AS unread
       FROM announcement_messages m LEFT JOIN users u ON u.id = m.author_id
       LEFT JOIN announcement_reads r ON r.channel_id = m.channel_id AND r.user_id = $2
      WHERE m.channel_id = $1 ORDER BY m.created_at`,
    [channelId, userId],
  );
}

/** Everything in the channel counts as read from now on. */
export async function markChannelRead(db: Queryable, tenantId: string, userId: string, channelId: string): Promise<void> {
  await db.query(
    `INSERT INTO announcement_reads (tenant_id, channel_id, user_id, last_read_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (channel_id, user_id) DO UPDATE SET last_read_at = now()`,
    [tenantId, channelId, userId],
  );
}
