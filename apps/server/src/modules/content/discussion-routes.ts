import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { locateActivity, partOfActivity } from '../../data/run-tree/activity-access.ts';
import { ownRun } from './activity-routes.ts';
import { linkAttachments } from '../../data/attachments.ts';
import { insertDiscussionPost, listDiscussionPosts, postExists } from './discussion-repository.ts';

/** Discussions stored for real (issue 5): learners of the course read and post in an open discussion activity. */
export function registerDiscussionRoutes(app: FastifyInstance, db: Db) {
  const openDiscussion = async (request: FastifyRequest, ow: string, activityId: string) => {
    const run = await ownRun(db, request, ow);
    const part = partOfActivity(run, activityId);
    if (part === undefined) throw notFound('Activity not found.');
    const located = locateActivity(run, part, new Date());
    if (!located) throw notFound('Activity not found.');
    if (located.node && located.node.childActivity.type !== 'discussion') throw notFound('This activity is not a discussion.');
    if (located.lockedReason)
      throw new HttpError(403, 'forbidden', 'This content is not available at the moment.', { reason: [located.lockedReason] });
  };

  registerCall(app, contentCalls.discussionPosts, async (request) => {
    const user = currentUser(request);
    const { ow, activityId } = request.params;
    await openDiscussion(request, ow, activityId);
    const data = await listDiscussionPosts(db, request.tenant.id, activityId, user.id);
    return { data, totalCount: data.length };
  });

  registerCall(app, contentCalls.newDiscussionPost, async (request, reply) => {
    const user = currentUser(request);
    const { ow, activityId } = request.params;
    const post = request.body;
    await openDiscussion(request, ow, activityId);
    if (post.parentId && !(await postExists(db, post.parentId, activityId))) throw notFound('The post you reply to is gone.');
    const tenantId = request.tenant.id;
    await db.transaction(async (tx) => {
      const stored = await insertDiscussionPost(tx, {
        id: post.id,
        tenantId,
        activityId,
        parentId: post.parentId ?? null,
        authorId: user.id,
        title: post.title ?? null,
        body: post.body,
      });
      if (stored === 'taken') throw conflict('This post id is already used by another post.');
      // A retried post keeps the files it was stored with.
      if (stored === 'stored' && post.attachments.length)
        await linkAttachments(tx, 'post', { tenantId, id: post.id, ownerId: user.id }, post.attachments);
    });
    return reply.status(201).send({ id: post.id });
  });
}
