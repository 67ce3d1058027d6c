import type { FastifyInstance } from 'fastify';
import { detailCalls } from '@lp/contract/calls';
import { canReadFeedback, getUsageEventRole } from '@lp/domain';
import { negotiateLocale, SUPPORTED_LOCALES } from '@lp/i18n';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { insertUsageEvent } from '../../events/event-repository.ts';
import { findFeedbackAnswers, insertFeedbackAnswer, sameFeedbackAnswer } from './feedback-repository.ts';

const DAY = 86_400_000;
/** The export's default window, and its longest: a year of answers is a file a spreadsheet still opens at once. */
const DEFAULT_EXPORT_DAYS = 90;
const MAX_EXPORT_DAYS = 366;

export function registerEventRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, detailCalls.usageEvents, async (request, reply) => {
    const user = currentUser(request);
    const event = request.body;
    await insertUsageEvent(db, {
      tenantId: request.tenant.id,
      userId: user.id,
      name: event.name,
      payload: event.payload,
      role: getUsageEventRole(user.roles),
      locale: request.headers['accept-language']?.split(',')[0] ?? null,
      isMobile: event.isMobile,
      appVersion: event.appVersion ?? null,
    });
    return reply.status(204).send();
  });

  /** doc 2 §7 feedback widget: kept once per answer and logged as the product_feedback event. */
  registerCall(app, detailCalls.feedbackEvents, async (request, reply) => {
    if (!request.tenant.settings.widgets.feedback) throw notFound('The feedback widget is not offered on this portal.');
    const user = currentUser(request);
    const feedback = request.body;
    const locale = negotiateLocale(request.headers['accept-language'], SUPPORTED_LOCALES);
    await db.transaction(async (tx) => {
      const answer = {
        tenantId: request.tenant.id,
        userId: user.id,
        clientId: feedback.id ?? null,
        grade: feedback.grade,
        details: feedback.details,
        comment: feedback.comment,
        locale,
        page: feedback.page ?? null,
        appVersion: feedback.appVersion ?? null,
      };
      const stored = await insertFeedbackAnswer(tx, answer);
      if (!stored) {
        // Sent again after a lost answer: kept once. The same id for another answer: refused, nothing kept.
        if (await sameFeedbackAnswer(tx, answer)) return;
        throw conflict('This answer id is already used by another answer.');
      }
      await insertUsageEvent(tx, {
        tenantId: request.tenant.id,
        userId: user.id,
        name: 'product_feedback',
        payload: { grade: feedback.grade, details: feedback.details.join(','), comment: feedback.comment },
        locale,
        appVersion: feedback.appVersion ?? null,
      });
    });
    return reply.status(204).send();
  });

  /** The administrator's read of the feedback (issue 14, decision 0030): a CSV file of a date range. */
  registerCall(
    app,
    detailCalls.feedbackExport,
    async (request, reply) => {
      const until = request.query.to ? new Date(Date.parse(request.query.to) + DAY) : new Date();
      const from = request.query.from ? new Date(request.query.from) : new Date(until.getTime() - DEFAULT_EXPORT_DAYS * DAY);
      if (from >= until) throw badRequest('The export begins after it ends: "from" must be on or before "to".');
      if (until.getTime() - from.getTime() > MAX_EXPORT_DAYS * DAY) throw badRequest(`An export covers at most ${MAX_EXPORT_DAYS} days.`);
      const rows = await findFeedbackAnswers(db, request.tenant.id, from, until);
      const csv = toCsv(
        ['date', 'rating', 'options', 'comment', 'locale', 'page', 'app_version', 'email'],
        rows.map((r) => [r.created_at.toISOString(), r.grade, r.details.join(' '), r.comment, r.locale, r.page, r.app_version, r.email]),
      );
      const day = (d: Date) => d.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="feedback-${day(from)}-to-${day(new Date(until.getTime() - 1))}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
    {
      authorize: async (request) => {
        if (!canReadFeedback(currentUser(request))) throw forbidden("Only an administrator can read the portal's feedback.");
      },
    },
  );
}
