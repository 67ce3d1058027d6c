import type { FastifyInstance } from 'fastify';
import { proctoringCalls } from '@lp/contract/calls';
import { isProctoringBlocked, isRunInProgress } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { proctoringBlockedError } from '../../lifecycle/proctoring-block.ts';
import { findActivityWorkflow } from '../../lifecycle/proctoring-repository.ts';
import { issueStartToken } from '../../lifecycle/proctoring-start-token.ts';

/** doc 2 §7 last-proctoring-session calls: the run must be the caller's; anyone else's is a 404. */
export function registerProctoringRoutes(app: FastifyInstance, db: Db) {
  const lastSession = async (tenantId: string, userId: string, { ow, aw }: { ow: string; aw: string }) => {
    const found = await findActivityWorkflow(db, tenantId, ow, aw);
    if (!found || found.userId !== userId) throw notFound('No such activity workflow.');
    if (!found.session) throw notFound('This activity has no proctoring session.');
    return { ...found, session: found.session };
  };

  registerCall(app, proctoringCalls.lastSession, async (request) => {
    const user = currentUser(request);
    return (await lastSession(request.tenant.id, user.id, request.params)).session;
  });

  registerCall(app, proctoringCalls.startToken, async (request, reply) => {
    const user = currentUser(request);
    const found = await lastSession(request.tenant.id, user.id, request.params);
    const { activityPathId } = request.query;
    if (activityPathId !== undefined && activityPathId !== found.activityPartId) {
      throw badRequest('activityPathId is not the path of this activity.', { activityPathId: ['notThisActivity'] });
    }
    if (isProctoringBlocked(found.session)) throw proctoringBlockedError();
    if (!isRunInProgress(found.state)) throw conflict('This activity is no longer in progress.');
    reply.header('cache-control', 'no-store');
    return issueStartToken(db, {
      tenantId: request.tenant.id,
      userId: user.id,
      sessionId: found.session.id,
      activityPathId: activityPathId ?? null,
      now: new Date(),
    });
  });
}
