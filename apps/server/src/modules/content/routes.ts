import type { FastifyInstance } from 'fastify';
import { contentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { activityView } from '../../data/run-tree/build-tree.ts';
import { compactTreeOf } from './kept-trees.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { registerDiscussionRoutes } from './discussion-routes.ts';

/** doc 2 §7 activity tree calls: only the learner's own runs, only what they may see. */
export function registerContentRoutes(app: FastifyInstance, db: Db) {
  registerActivityRoutes(app, db);
  registerDiscussionRoutes(app, db);
  registerCall(app, contentCalls.tree, async (request, reply) => {
    const user = currentUser(request);
    const { id } = request.params;
    if (request.query.view === 'compact') {
      // What the web asks for (decision 0037), kept per run against the version of its activities (decision 0045).
      const json = await compactTreeOf(db, request.tenant.id, id, user.id, new Date());
      return reply.type('application/json; charset=utf-8').send(json);
    }
    const run = await loadRunTree(db, request.tenant.id, id, new Date());
    if (run.userId !== user.id) throw notFound('No such run.');
    const tree = {
      objectiveWorkflowId: id,
      objectiveId: run.objectiveId,
      rootActivity: activityView(run.root),
      accessNewContentAfterCompletion: run.accessNewContentAfterCompletion,
      workflowState: run.workflowState,
      children: run.tree,
    };
    // The spec's full tree unless the caller asks for the compact one (above): the web does, and expands it.
    return tree;
  });
}
