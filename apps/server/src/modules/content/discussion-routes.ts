import type { FastifyInstance } from 'fastify';
import type { DiscussionPostView } from '@lp/contract';
import { contentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { locateActivity, partOfActivity } from './activity-access.ts';
import { ownRun } from './activity-routes.ts';

/** Discussions stored for real (issue 5): learners of the course read and post in an open discussion activity. */
export function registerDiscussionRoutes(app: FastifyInstance, db: Db) {
  const openDiscussion = async (request: Parameters<typeof currentUser>[0], ow: string, activityId: string) => {
    const run = await ownRun(db, request as never, ow);
    const part = partOfActivity(run, activityId);
    if (part === undefined) throw notFound('Activity not found.');
    const located = locateActivity(run, part, new Date());
    if (!located) throw notFound('Activity not found.');
    if (located.node && located.node.childActivity.type !== 'discussion') throw notFound('This activity is not a discussion.');
    if (located.lockedReason) throw new HttpError(403, 'forbidden', 'This content is not available at the moment.', { reason: [located.lockedReason] });
  };

  registerCall(app, contentCalls.discussionPosts, async (request) => {
    const user = currentUser(request);
    const { ow, activityId } = request.params;
    await openDiscussion(request, ow, activityId);
    const rows = await db.query<DiscussionPostView & { created: Date; author_id: string }>(
      `SELECT p.id, p.parent_id AS "parentId", trim(u.first_name || ' ' || u.last_name) AS "authorName", p.author_id, p.title, p.body, p.created_at AS created
         FROM discussion_posts p JOIN users u ON u.id = p.author_id
        WHERE p.activity_id = $1 AND p.tenant_id = $2 ORDER BY p.created_at`,
      [activityId, request.tenant.id],
    );
    const data: DiscussionPostView[] = rows.map(({ author_id, ...p }) => ({ ...p, mine: author_id === user.id, created: new Date(p.created).toISOString() }));
    return { data, totalCount: data.length };
  });

  registerCall(app, contentCalls.newDiscussionPost, async (request, reply) => {
    const user = currentUser(request);
    const { ow, activityId } = request.params;
    const post = request.body;
    await openDiscussion(request, ow, activityId);
    if (post.parentId) {
      const parent = await db.query('SELECT 1 FROM discussion_posts WHERE id = $1 AND activity_id = $2', [post.parentId, activityId]);
      if (!parent[0]) throw notFound('The post you reply to is gone.');
    }
    await db.query(
      `INSERT INTO discussion_posts (id, tenant_id, activity_id, parent_id, author_id, title, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [post.id, request.tenant.id, activityId, post.parentId ?? null, user.id, post.title ?? null, post.body],
    );
    return reply.status(201).send({ id: post.id });
  });
}
