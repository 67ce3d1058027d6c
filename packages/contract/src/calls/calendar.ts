/** The learner's calendar, its one-event files and its subscribable feed (issue 15, decision 0028). */
import { defineCall } from '../call.ts';
import { NoBodySchema } from '../schemas/common.ts';
import { CALENDAR_PATHS } from '../calendar.ts';
import {
  CalendarEventsSchema,
  CalendarFeedSchema,
  CalendarRangeQuerySchema,
  EventFileParamsSchema,
  FeedTokenParamsSchema,
} from '../schemas/calendar.ts';

const tags = ['Calendar'];
const ICS = { 200: { mediaType: 'text/calendar', description: 'An iCalendar document (RFC 5545)' } } as const;

export const calendarCalls = {
  events: defineCall({
    method: 'GET',
    path: CALENDAR_PATHS.events,
    summary: "The caller's dates between two days (at most 400): course and activity dates, scheduled events, certificate expiries",
    tags,
    query: CalendarRangeQuerySchema,
    responses: { 200: CalendarEventsSchema },
  }),
  eventFile: defineCall({
    method: 'GET',
    path: `${CALENDAR_PATHS.events}/:file`,
    summary: "One of the caller's dates as an .ics file to add to a calendar",
    tags,
    params: EventFileParamsSchema,
    responses: ICS,
  }),
  feed: defineCall({
    method: 'GET',
    path: CALENDAR_PATHS.feed,
    summary: "The caller's feed address, if they made one",
    tags,
    responses: { 200: CalendarFeedSchema },
  }),
  newFeed: defineCall({
    method: 'POST',
    path: CALENDAR_PATHS.feed,
    summary: 'Make a new secret feed address; the one before stops working at once',
    tags,
    body: NoBodySchema,
    responses: { 200: CalendarFeedSchema },
  }),
  deleteFeed: defineCall({
    method: 'DELETE',
    path: CALENDAR_PATHS.feed,
    summary: 'Turn the feed off: its address stops working',
    tags,
    body: NoBodySchema,
    responses: { 200: CalendarFeedSchema },
  }),
  publicFeed: defineCall({
    method: 'GET',
    path: CALENDAR_PATHS.publicFeed(':token'),
    summary: "A learner's calendar as an iCalendar feed, for calendar programs; the secret address is the only key",
    tags,
    public: true,
    params: FeedTokenParamsSchema,
    responses: ICS,
  }),
};
