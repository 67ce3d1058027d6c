import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DETAILS_PATHS } from '@lp/contract';
import { FEEDBACK_CATEGORIES } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/session.ts';
import { insertUsageEvent } from '../workflows/index.ts';

/** Events the web logs itself (doc 2 §7); the lifecycle events are written by the server with the transition. */
const CLIENT_EVENTS = ['course_open_for_review', 'course_open_first_time', 'about_the_course_page_load', 'activity_start'] as const;

const UsageEventSchema = z.object({
  name: z.enum(CLIENT_EVENTS),
  isMobile: z.boolean().default(false),
  appVersion: z.string().max(40).optional(),
  payload: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).refine((p) => Object.keys(p).length <= 20).default({}),
});
const FeedbackSchema = z.object({
  grade: z.number().int().min(1).max(5),
  details: z.array(z.enum(FEEDBACK_CATEGORIES as unknown as [string, ...string[]])).max(FEEDBACK_CATEGORIES.length).default([]),
  comment: z.string().max(2000).default(''),
});

export function registerEventRoutes(app: FastifyInstance, db: Db) {
  app.post(DETAILS_PATHS.usageEvents, async (request, reply) => {
    const user = currentUser(request);
    const event = UsageEventSchema.parse(request.body);
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
  app.post(DETAILS_PATHS.feedbackEvents, async (request, reply) => {
    const user = currentUser(request);
    const feedback = FeedbackSchema.parse(request.body);
    await db.query('INSERT INTO feedback_events (id, tenant_id, user_id, grade, details, comment) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)', [
      request.tenant.id, user.id, feedback.grade, feedback.details, feedback.comment,
    ]);
    await insertUsageEvent(db, { tenantId: request.tenant.id, userId: user.id, name: 'product_feedback', payload: { grade: feedback.grade, details: feedback.details.join(','), comment: feedback.comment } });
    return reply.status(204).send();
  });
}
