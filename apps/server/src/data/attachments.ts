import type { AttachmentView } from '@lp/contract';
import type { Queryable } from '../db/client.ts';
import { badRequest } from '../lib/http-error.ts';

/**
 * Learners' attachments (decision 0081): files with an owner (`files.owner_id`), named on a
 * discussion post (`discussion_post_attachments`) or a team's hand-in (`team_hand_in_files`).
 * Storage writes and serves the files; content and teams link them; all read them here.
 */
const FILES_URL = '/api/lms-storage/v1/files/';

export interface AttachmentRow {
  id: string;
  name: string;
  content_type: string;
  size: number;
}
export const toAttachment = (f: AttachmentRow): AttachmentView => ({
  id: f.id,
  name: f.name,
  contentType: f.content_type,
  size: f.size,
  url: `${FILES_URL}${f.id}`,
});

/** Where a file may be linked: a post's files or a hand-in's files, by the owner's key. */
export const ATTACHMENT_LINKS = {
  post: { table: 'discussion_post_attachments', key: 'post_id' },
  handIn: { table: 'team_hand_in_files', key: 'group_activity_workflow_id' },
} as const;
export type AttachmentLink = keyof typeof ATTACHMENT_LINKS;

/** The files of each of `ids` (posts or hand-ins), in their order. */
export async function loadAttachments(db: Queryable, link: AttachmentLink, ids: readonly string[]): Promise<Map<string, AttachmentView[]>> {
  const { table, key } = ATTACHMENT_LINKS[link];
  const byOwner = new Map<string, AttachmentView[]>();
  if (ids.length === 0) return byOwner;
  const rows = await db.query<AttachmentRow & { owner: string }>(
    `SELECT l.${key} AS owner, f.id, f.name, f.content_type, f.size
       FROM ${table} l JOIN files f ON f.id = l.file_id
      WHERE l.${key} = ANY($1::uuid[]) ORDER BY l.position`,
    [ids],
  );
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), toAttachment(row)]);
  return byOwner;
}

/**
 * Names `fileIds` on a post or a hand-in, in their order, replacing what it named. Each must
 * be the caller's own upload named on nothing else (or already on this one): otherwise a 400
 * at the file's path, and the caller's transaction writes nothing. Files the hand-in no
 * longer names are deleted: the hand-in was their only place.
 */
export async function linkAttachments(
  tx: Queryable,
  link: AttachmentLink,
  target: { tenantId: string; id: string; ownerId: string },
  fileIds: readonly string[],
): Promise<void> {
  const { table, key } = ATTACHMENT_LINKS[link];
  const usable = await tx.query<{ id: string }>(
    `SELECT f.id FROM files f
      WHERE f.id = ANY($1::uuid[]) AND f.tenant_id = $2
        AND ((f.owner_id = $3
              AND NOT EXISTS (SELECT 1 FROM discussion_post_attachments d WHERE d.file_id = f.id)
              AND NOT EXISTS (SELECT 1 FROM team_hand_in_files h WHERE h.file_id = f.id))
          OR EXISTS (SELECT 1 FROM ${table} l WHERE l.file_id = f.id AND l.${key} = $4))`,
    [fileIds, target.tenantId, target.ownerId, target.id],
  );
  const found = new Set(usable.map((r) => r.id));
  const missing = fileIds.flatMap((id, i) => (found.has(id) ? [] : [`attachments.${i}`]));
  if (missing.length)
    throw badRequest(
      'An attachment is not an upload of yours (upload it again).',
      Object.fromEntries(missing.map((path) => [path, ['No such upload of yours']])),
    );
  const dropped = await tx.query<{ file_id: string }>(
    `DELETE FROM ${table} WHERE ${key} = $1 AND NOT (file_id = ANY($2::uuid[])) RETURNING file_id`,
    [target.id, fileIds],
  );
  if (dropped.length) await tx.query('DELETE FROM files WHERE id = ANY($1::uuid[])', [dropped.map((d) => d.file_id)]);
  for (const [position, fileId] of fileIds.entries()) {
    await tx.query(
      `INSERT INTO ${table} (${link === 'post' ? 'tenant_id, ' : ''}${key}, file_id, position)
       VALUES (${link === 'post' ? '$4, ' : ''}$1, $2, $3)
       ON CONFLICT (${key}, file_id) DO UPDATE SET position = EXCLUDED.position`,
      link === 'post' ? [target.id, fileId, position, target.tenantId] : [target.id, fileId, position],
    );
  }
}

/** Where a learner's upload is named: a post's discussion activity, a hand-in's team, or nothing yet. */
export async function placeOfAttachment(
  db: Queryable,
  fileId: string,
): Promise<{ owner_id: string; post_activity_id: string | null; team_id: string | null } | undefined> {
  const [row] = await db.query<{ owner_id: string; post_activity_id: string | null; team_id: string | null }>(
    `SELECT f.owner_id, p.activity_id AS post_activity_id, h.group_activity_workflow_id AS team_id
       FROM files f
       LEFT JOIN discussion_post_attachments d ON d.file_id = f.id LEFT JOIN discussion_posts p ON p.id = d.post_id
       LEFT JOIN team_hand_in_files h ON h.file_id = f.id
      WHERE f.id = $1 AND f.owner_id IS NOT NULL`,
    [fileId],
  );
  return row;
}
