import type { ChatAttachment, ChatChannel, ChatMessage, ChatUnread } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { accessJoin } from '../../data/access.ts';
import { toChannel, unreadCountSql, type ChannelRow } from '../../data/chat-channels.ts';
import { LIVE_NOTIFY_CHANNEL } from '../../data/live-events.ts';

/** The chat's messages and reads are announced on the learner's live channel (data/live-events.ts). */
export const CHAT_NOTIFY_CHANNEL = LIVE_NOTIFY_CHANNEL;
/** First key of the advisory lock that orders a tenant's messages (decision 0025). */
const CHAT_LOCK = 74_225;

/** Any channel of the tenant, for its course's instructors. */
export async function findChannel(db: Queryable, tenantId: string, channelId: string): Promise<ChatChannel | undefined> {
  const [row] = await db.query<ChannelRow>(
    'SELECT id, objective_id, name, allow_replies, starts_expanded FROM announcement_channels WHERE id = $1 AND tenant_id = $2',
    [channelId, tenantId],
  );
  return row ? toChannel(row) : undefined;
}

/** The ids of the channels of every course the learner is enrolled in. */
export async function memberChannelIds(db: Queryable, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT ch.id FROM announcement_channels ch ${accessJoin('ch.objective_id', '$2', 'INNER')} WHERE ch.tenant_id = $1`,
    [tenantId, userId],
  );
  return rows.map((r) => r.id);
}

/**
 * doc 1 §7 "unread chat counts are read per announcement channel": every channel of the
 * learner's courses, and the tenant's newest seq read in the same statement (one snapshot),
 * so a stream starting from it neither misses nor counts twice what is posted meanwhile.
 */
export async function unreadCounts(db: Queryable, tenantId: string, userId: string): Promise<{ unread: ChatUnread[]; newest: number }> {
  const rows = await db.query<{
    newest: number;
    id: string | null;
    objective_id: string | null;
    unread: number;
    last_read_seq: number | null;
  }>(
    `SELECT n.newest, c.* FROM (SELECT COALESCE(max(seq), 0) AS newest FROM announcement_messages WHERE tenant_id = $1) n
     LEFT JOIN LATERAL (
       SELECT ch.id, ch.objective_id, ${unreadCountSql('ch.id', '$2')} AS unread,
              (SELECT ar.last_read_seq FROM announcement_reads ar WHERE ar.channel_id = ch.id AND ar.user_id = $2) AS last_read_seq
         FROM announcement_channels ch ${accessJoin('ch.objective_id', '$2', 'INNER')}
        WHERE ch.tenant_id = $1
     ) c ON true
     ORDER BY c.id`,
    [tenantId, userId],
  );
  const unread = rows.flatMap((r) =>
    r.id ? [{ channelId: r.id, objectiveId: r.objective_id, unreadCount: r.unread, lastReadSeq: Number(r.last_read_seq ?? 0) }] : [],
  );
  return { unread, newest: Number(rows[0]?.newest ?? 0) };
}

interface MessageRow {
  id: string;
  seq: number;
  tenant_id: string;
  channel_id: string;
  kind: 'announcement' | 'question';
  body: string;
  created: Date;
  author: string | null;
  author_id: string | null;
  attachments: { id: string; name: string; content_type: string; size: number }[] | null;
}

const MESSAGE_COLUMNS = `m.id, m.seq, m.tenant_id, m.channel_id, m.kind, m.body, m.created_at AS created, m.author_id,
  NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), '') AS author,
  (SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'content_type', f.content_type, 'size', f.size) ORDER BY at.position)
     FROM announcement_attachments at JOIN files f ON f.id = at.file_id WHERE at.message_id = m.id) AS attachments`;
const MESSAGE_FROM = 'announcement_messages m LEFT JOIN users u ON u.id = m.author_id';

/** A message as it travels to one reader: the body sanitised again on the way out. */
export interface StoredMessage {
  tenantId: string;
  authorId: string | null;
  message: Omit<ChatMessage, 'mine' | 'unread'>;
}

const toStored = (row: MessageRow): StoredMessage => ({
  tenantId: row.tenant_id,
  authorId: row.author_id,
  message: {
    id: row.id,
    seq: Number(row.seq),
    channelId: row.channel_id,
    kind: row.kind,
    body: sanitizeRichText(row.body),
    created: iso(row.created),
    author: row.author,
    attachments: (row.attachments ?? []).map((f): ChatAttachment => ({
      id: f.id,
      name: f.name,
      contentType: f.content_type,
      size: Number(f.size),
      url: `/api/lms-storage/v1/files/${f.id}`,
    })),
  },
});

export const forReader = (stored: StoredMessage, userId: string, lastReadSeq: number): ChatMessage => {
  const mine = stored.authorId === userId;
  return { ...stored.message, mine, unread: !mine && stored.message.seq > lastReadSeq };
};

/** A page of a channel, newest page first: up to `take` messages older than `before`, oldest first, and whether older ones exist. */
export async function pageOfMessages(db: Queryable, channelId: string, before: number | undefined, take: number) {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
      WHERE m.channel_id = $1 AND ($2::bigint IS NULL OR m.seq < $2::bigint)
      ORDER BY m.seq DESC LIMIT $3`,
    [channelId, before ?? null, take + 1],
  );
  const more = rows.length > take;
  const page = rows.slice(0, take).reverse().map(toStored);
  return { page, before: more && page[0] ? page[0].message.seq : null };
}

/** Messages by seq (what the live stream announces), in seq order. */
export async function messagesBySeq(db: Queryable, seqs: readonly number[]): Promise<StoredMessage[]> {
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.seq = ANY($1::bigint[]) ORDER BY m.seq`, [
    seqs,
  ]);
  return rows.map(toStored);
}

/** A message by its id in a tenant (a client's id sent again). */
export async function messageById(db: Queryable, tenantId: string, id: string): Promise<StoredMessage | undefined> {
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.id = $1 AND m.tenant_id = $2`, [
    id,
    tenantId,
  ]);
  return rows[0] && toStored(rows[0]);
}

/** What a resumed stream missed: messages of these channels after `afterSeq` up to `upTo`, at most `limit`. */
export async function messagesBetween(
  db: Queryable,
  channelIds: readonly string[],
  afterSeq: number,
  upTo: number,
  limit: number,
): Promise<StoredMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
      WHERE m.channel_id = ANY($1::uuid[]) AND m.seq > $2 AND m.seq <= $3 ORDER BY m.seq LIMIT $4`,
    [channelIds, afterSeq, upTo, limit],
  );
  return rows.map(toStored);
}

export async function lastReadSeq(db: Queryable, userId: string, channelId: string): Promise<number> {
  const [row] = await db.query<{ seq: number }>(
    'SELECT last_read_seq AS seq FROM announcement_reads WHERE channel_id = $1 AND user_id = $2',
    [channelId, userId],
  );
  return Number(row?.seq ?? 0);
}

export interface NewMessage {
  id: string;
  tenantId: string;
  channelId: string;
  authorId: string;
  kind: 'announcement' | 'question';
  body: string;
  files: { id: string; name: string; contentType: string; bytes: Buffer }[];
}

/**
 * Stores a message and announces it to every server process (NOTIFY is delivered when the
 * transaction commits). The tenant's advisory lock is taken before the seq is drawn and
 * held until commit, so the tenant's messages commit in seq order: a stream that has
 * sent seq n has seen every message up to n.
 */
export async function insertMessage(tx: Queryable, m: NewMessage): Promise<number> {
  // One statement (the lock is held from here to commit, so its round trips count): the
  // lock is taken in the subquery that draws the seq, so before it. The commit waits for
  // its WAL flush like every other: a message the learner saw as posted is never lost, even
  // when the database server crashes (decision 0025). NOTIFY is delivered at commit.
  const [row] = await tx.query<{ seq: number }>(
    `WITH ins AS (
       INSERT INTO announcement_messages (id, tenant_id, channel_id, author_id, kind, body, created_at, seq)
       VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp(),
               (SELECT nextval('announcement_message_seq')
                  FROM (SELECT pg_advisory_xact_lock($7, hashtext($2::uuid::text))) locked))
       RETURNING seq)
     SELECT seq, pg_notify($8, json_build_object('t', 'm', 'tenant', $2::uuid::text, 'seq', seq)::text) FROM ins`,
    [m.id, m.tenantId, m.channelId, m.authorId, m.kind, m.body, CHAT_LOCK, CHAT_NOTIFY_CHANNEL],
  );
  for (const [position, file] of m.files.entries()) {
    await tx.query(
      'INSERT INTO files (id, tenant_id, activity_id, name, content_type, size, bytes, is_public) VALUES ($1, $2, NULL, $3, $4, $5, $6, false)',
      [file.id, m.tenantId, file.name, file.contentType, file.bytes.length, file.bytes],
    );
    await tx.query('INSERT INTO announcement_attachments (tenant_id, message_id, file_id, position) VALUES ($1, $2, $3, $4)', [
      m.tenantId,
      m.id,
      file.id,
      position,
    ]);
  }
  return Number(row!.seq);
}

/** Read up to `upTo` (default: the newest message); never moves the mark back. Answers the mark and what stays unread. */
export async function markChannelRead(tx: Queryable, tenantId: string, userId: string, channelId: string, upTo: number | undefined) {
  const [row] = await tx.query<{ seq: number }>(
    `INSERT INTO announcement_reads (tenant_id, channel_id, user_id, last_read_at, last_read_seq)
     VALUES ($1, $2, $3, now(), LEAST($4::bigint, COALESCE((SELECT max(seq) FROM announcement_messages WHERE channel_id = $2), 0)))
     ON CONFLICT (channel_id, user_id) DO UPDATE SET last_read_at = now(), last_read_seq = GREATEST(announcement_reads.last_read_seq, EXCLUDED.last_read_seq)
     RETURNING last_read_seq AS seq`,
    [tenantId, channelId, userId, upTo ?? null],
  );
  const seq = Number(row!.seq);
  const [count] = await tx.query<{ n: number }>(`SELECT ${unreadCountSql('$1', '$2')} AS n`, [channelId, userId]);
  const unread = count?.n ?? 0;
  await tx.query('SELECT pg_notify($1, $2)', [
    CHAT_NOTIFY_CHANNEL,
    JSON.stringify({ t: 'r', tenant: tenantId, user: userId, channel: channelId, seq, unread }),
  ]);
  return { seq, unread };
}

/** Every tenant's messages after `seq`, for a process that lost its LISTEN connection for a while. */
export async function messagesSince(db: Queryable, seq: number, limit: number): Promise<StoredMessage[]> {
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.seq > $1 ORDER BY m.seq LIMIT $2`, [
    seq,
    limit,
  ]);
  return rows.map(toStored);
}
