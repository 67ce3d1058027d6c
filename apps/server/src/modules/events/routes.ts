import type { FastifyInstance } from 'fastify';
import { detailCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { insertFeedbackEvent, insertUsageEvent } from './event-repository.ts';

export function registerEventRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, detailCalls.usageEvents, async (request, reply) => {
    const user = currentUser(request);
    const event = request.body;
    await insertUsageEvent(db, {
      tenantId: request.tenant.id,
      userId: user.id,
      name: event.name,
      payload: event.payload,
      role: user.roles.length === 1 && user.roles[0] === 'Learner' ? 'learner' : (user.roles[0]?.toLowerCase() ?? 'learner'),
      locale: request.headers['accept-language']?.split(',')[0] ?? null,
      isMobile: event.isMobile,
      appVersion: event.appVersion ?? null,
    });
    return reply.status(204).send();
  });

  /** doc 2 §7 feedback widget: logged as the product_feedback event. */
  registerCall(app, detailCalls.feedbackEvents, async (request, reply) => {
    const user = currentUser(request);
    const feedback = request.body;
    await insertFeedbackEvent(db, { tenantId: request.tenant.id, userId: user.id, grade: feedback.grade, details: feedback.details, comment: feedback.comment });
    await insertUsageEvent(db, { tenantId: request.tenant.id, userId: user.id, name: 'product_feedback', payload: { grade: feedback.grade, details: feedback.details.join(','), comment: feedback.comment } });
    return reply.status(204).send();
  });
}
