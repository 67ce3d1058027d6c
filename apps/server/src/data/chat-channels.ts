import type { ChatChannel } from '@lp/contract';
import type { Queryable } from '../db/client.ts';
import { accessJoin } from './access.ts';

/** The chat's channels (decision 0025) as other areas read them: a learner's channel, its unread count, a file's channel. */
export interface ChannelRow {
  id: string;
  objective_id: string | null;
  name: string;
  allow_replies: boolean;
  starts_expanded: boolean;
}
export const toChannel = (row: ChannelRow): ChatChannel => ({
  id: row.id,
  objectiveId: row.objective_id,
  name: row.name,
  allowReplies: row.allow_replies,
  startsExpanded: row.starts_expanded,
});

/** The channel when the learner is enrolled in its course (doc 2 §2 Notifications layer), else undefined. */
export async function findMemberChannel(
  db: Queryable,
  tenantId: string,
  userId: string,
  channelId: string,
): Promise<ChatChannel | undefined> {
  const [row] = await db.query<ChannelRow>(
    `SELECT ch.id, ch.objective_id, ch.name, ch.allow_replies, ch.starts_expanded
       FROM announcement_channels ch ${accessJoin('ch.objective_id', '$3', 'INNER')}
      WHERE ch.id = $1 AND ch.tenant_id = $2`,
    [channelId, tenantId, userId],
  );
  return row ? toChannel(row) : undefined;
}

/**
 * The unread messages of a channel for a learner, as an expression for a module's
 * SELECT (the course cards of My courses): newer than their read mark, not their own.
 */
export const unreadCountSql = (channelId: string, userId: string) => `(SELECT count(*)::int FROM announcement_messages m
    WHERE m.channel_id = ${channelId} AND m.author_id IS DISTINCT FROM ${userId}
      AND m.seq > COALESCE((SELECT ar.last_read_seq FROM announcement_reads ar WHERE ar.channel_id = ${channelId} AND ar.user_id = ${userId}), 0))`;

/** The channel of a stored file when it is a chat attachment. */
export async function channelOfFile(db: Queryable, fileId: string): Promise<string | undefined> {
  const [row] = await db.query<{ channel_id: string }>(
    'SELECT m.channel_id FROM announcement_attachments at JOIN announcement_messages m ON m.id = at.message_id WHERE at.file_id = $1',
    [fileId],
  );
  return row?.channel_id;
}
