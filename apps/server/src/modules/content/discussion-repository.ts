import type { DiscussionPostView } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { iso } from '../../lib/iso-date.ts';
import { loadAttachments } from '../../data/attachments.ts';

type PostRow = Omit<DiscussionPostView, 'mine' | 'created' | 'attachments'> & { author_id: string; created: Date };

/** A discussion's posts, oldest first, each marked `mine` for the reader, with its files. */
export async function listDiscussionPosts(
  db: Queryable,
  tenantId: string,
  activityId: string,
  readerId: string,
): Promise<DiscussionPostView[]> {
  const rows = await db.query<PostRow>(
    `SELECT p.id, p.parent_id AS "parentId", trim(u.first_name || ' ' || u.last_name) AS "authorName", p.author_id, p.title, p.body, p.created_at AS created
       FROM discussion_posts p JOIN users u ON u.id = p.author_id
      WHERE p.activity_id = $1 AND p.tenant_id = $2 ORDER BY p.created_at`,
    [activityId, tenantId],
  );
  const files = await loadAttachments(
    db,
    'post',
    rows.map((p) => p.id),
  );
  return rows.map(({ author_id, ...p }) => ({
    ...p,
    mine: author_id === readerId,
    created: iso(p.created),
    attachments: files.get(p.id) ?? [],
  }));
}

export async function postExists(db: Queryable, postId: string, activityId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM discussion_posts WHERE id = $1 AND activity_id = $2', [postId, activityId]);
  return rows.length > 0;
}

/**
 * Adds a post; the client's id makes a repeated request add it once ('same'). 'taken' when the
 * id is already another post's (another author, discussion, reply or text): nothing is stored.
 */
export async function insertDiscussionPost(
  db: Queryable,
  post: { id: string; tenantId: string; activityId: string; parentId: string | null; authorId: string; title: string | null; body: string },
): Promise<'stored' | 'same' | 'taken'> {
  const values = [post.id, post.tenantId, post.activityId, post.parentId, post.authorId, post.title, post.body];
  const inserted = await db.query(
    `INSERT INTO discussion_posts (id, tenant_id, activity_id, parent_id, author_id, title, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    values,
  );
  if (inserted.length) return 'stored';
  // The id was taken: the same post sent again (a retry, a double click) is fine.
  const same = await db.query(
    `SELECT 1 FROM discussion_posts WHERE id = $1 AND tenant_id = $2 AND activity_id = $3 AND parent_id IS NOT DISTINCT FROM $4
        AND author_id = $5 AND title IS NOT DISTINCT FROM $6 AND body = $7`,
    values,
  );
  return same.length > 0 ? 'same' : 'taken';
}
