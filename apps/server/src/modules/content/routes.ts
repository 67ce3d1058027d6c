import type { FastifyInstance } from 'fastify';
import { compactActivityTree } from '@lp/contract';
import { contentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { activityView } from './build-tree.ts';
import { loadRunTree } from './run-tree.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { registerDiscussionRoutes } from './discussion-routes.ts';

/** doc 2 §7 activity tree calls: only the learner's own runs, only what they may see. */
export function registerContentRoutes(app: FastifyInstance, db: Db) {
  registerActivityRoutes(app, db);
  registerDiscussionRoutes(app, db);
  registerCall(app, contentCalls.tree, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
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
    // The spec's full tree unless the caller asks for the compact one (decision 0037): the web does, and expands it.
    return request.query.view === 'compact' ? compactActivityTree(tree) : tree;
  });
}
