import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarCalls } from '@lp/contract/calls';
import { CALENDAR_MAX_RANGE_DAYS, CALENDAR_PATHS } from '@lp/contract/calendar';
import { dayOf, getCalendarEvents, knownTimeZone, parseDay, type CalendarEvent } from '@lp/domain';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { buildIcal, eventFingerprint } from './calendar-ical.ts';
import { deleteFeed, findFeed, findFeedOwner, loadCalendarSources, replaceFeed, versionEvents } from './calendar-repository.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function registerCalendarRoutes(app: FastifyInstance, db: Db, config: Pick<ServerConfig, 'publicUrl'>) {
  const eventsOf = async (request: FastifyRequest, tenantId: string, userId: string): Promise<CalendarEvent[]> => {
    const sources = await loadCalendarSources(db, tenantId, userId, request.tenant.featureFlags.retakeWindow === true);
    return getCalendarEvents(sources.courses, sources.certificates);
  };
  const feedUrl = (token: string) => `${config.publicUrl}${CALENDAR_PATHS.publicFeed(`${token}.ics`)}`;
  const ics = (body: string) => ({ body, type: 'text/calendar; charset=utf-8' });

  registerCall(app, calendarCalls.events, async (request) => {
    const user = currentUser(request);
    const from = parseDay(request.query.from);
    const to = parseDay(request.query.to);
    if (!from || !to) throw badRequest('"from" and "to" must be real dates, YYYY-MM-DD.');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days <= 0) throw badRequest('"to" must come after "from".');
    if (days > CALENDAR_MAX_RANGE_DAYS) throw badRequest(`The calendar answers at most ${CALENDAR_MAX_RANGE_DAYS} days at a time.`);
    // The learner's days: an instant belongs to the day it falls on in their zone.
    const timeZone = knownTimeZone(user.timezone) ?? 'UTC';
    const events = (await eventsOf(request, request.tenant.id, user.id)).filter((e) => {
      const day = dayOf(e.start, timeZone);
      return day >= from && day < to;
    });
    return { data: events, timeZone };
  });

  registerCall(app, calendarCalls.eventFile, async (request, reply) => {
    const user = currentUser(request);
    const uid = request.params.file.slice(0, -'.ics'.length);
    const event = (await eventsOf(request, request.tenant.id, user.id)).find((e) => e.uid === uid);
    if (!event) throw notFound('You have no date with this id.');
    const t = translatorFor(user.locale ?? request.headers['accept-language'], knownTimeZone(user.timezone));
    const file = ics(
      buildIcal([event], {
        t,
        publicUrl: config.publicUrl,
        userId: user.id,
        calendarName: event.courseName,
        timeZone: knownTimeZone(user.timezone) ?? null,
        now: new Date(),
      }),
    );
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${uid.replace(/[^A-Za-z0-9._-]/g, '_')}.ics"`)
      .send(file.body);
  });

  registerCall(app, calendarCalls.feed, async (request) => {
    const feed = await findFeed(db, currentUser(request).id);
    // The address itself is not kept (only its hash): it is shown once, when it is made.
    return { url: null, created: feed?.created_at.toISOString() ?? null };
  });

  registerCall(app, calendarCalls.newFeed, async (request) => {
    const user = currentUser(request);
    const token = randomBytes(32).toString('base64url');
    const created = await replaceFeed(db, request.tenant.id, user.id, hashToken(token));
    return { url: feedUrl(token), created: created.toISOString() };
  });

  registerCall(app, calendarCalls.deleteFeed, async (request) => {
    await deleteFeed(db, currentUser(request).id);
    return { url: null, created: null };
  });

  registerCall(app, calendarCalls.publicFeed, async (request, reply) => {
    const token = request.params.token.slice(0, -'.ics'.length);
    const owner = await findFeedOwner(db, hashToken(token));
    if (!owner || owner.tenant_id !== request.tenant.id)
      throw notFound('No calendar has this address: it may have been replaced or turned off.');
    const events = await eventsOf(request, owner.tenant_id, owner.user_id);
    const versions = await versionEvents(
      db,
      owner.user_id,
      events.map((e) => ({ uid: e.uid, fingerprint: eventFingerprint(e) })),
    );
    const timeZone = knownTimeZone(owner.timezone) ?? null;
    const t = translatorFor(owner.locale ?? undefined, timeZone ?? undefined);
    const body = buildIcal(events, {
      t,
      publicUrl: config.publicUrl,
      userId: owner.user_id,
      calendarName: t.t('calendar.feedName', { portal: request.tenant.settings.theme.name }),
      timeZone,
      now: new Date(),
      versions,
    });
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
}
