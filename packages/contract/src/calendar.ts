/** Paths of the calendar calls (issue 15), free of zod for the web; shapes in schemas/calendar.ts (decision 0028). */
export type { CalendarEvents, CalendarEventView, CalendarFeed } from './schemas/calendar.ts';

export const CALENDAR_PATHS = {
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → { data, timeZone } */
  events: '/api/lms/v1/users/me/calendar-events',
  /** GET one event as an .ics file to download. */
  eventFile: (uid: string) => `/api/lms/v1/users/me/calendar-events/${encodeURIComponent(uid)}.ics`,
  /** GET the feed address, POST makes a new one (the old one stops), DELETE turns it off. */
  feed: '/api/lms/v1/users/me/calendar-feed',
  /** The feed itself, public and secret: the token is the only key. */
  publicFeed: (tokenFile: string) => `/api/lms/v1/public/calendar-feeds/${tokenFile}`,
} as const;

/** The widest range one events call answers: a year and a month, more than any view shows. */
export const CALENDAR_MAX_RANGE_DAYS = 400;
