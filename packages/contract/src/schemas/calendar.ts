/** The learner's calendar and its feed (issue 15, decision 0028). */
import { z } from 'zod';
import { CALENDAR_EVENT_KINDS } from '@lp/domain';
import { AnswerIdSchema } from './common.ts';

export const CalendarEventSchema = z.object({
  uid: z.string().describe("Stable: the same date of the same course, activity or certificate keeps it (the feed's UID)"),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  objectiveId: AnswerIdSchema,
  courseName: z.string(),
  activityId: AnswerIdSchema.nullable(),
  activityName: z.string().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime().nullable(),
  done: z.boolean().describe('The work it dates is finished'),
  href: z.string().describe('Where the learner acts, relative to /learn'),
  location: z.string().nullable(),
  joinUrl: z.string().nullable(),
});
export type CalendarEventView = z.infer<typeof CalendarEventSchema>;

const day = z.iso.date();
/** [from, to) in days; the learner's own zone decides which instants they cover. */
export const CalendarRangeQuerySchema = z.object({ from: day, to: day });

export const CalendarEventsSchema = z.object({ data: z.array(CalendarEventSchema), timeZone: z.string() });
export type CalendarEvents = z.infer<typeof CalendarEventsSchema>;

export const CalendarFeedSchema = z.object({
  url: z.string().nullable().describe('The secret feed address to subscribe to, or null when the learner has none'),
  created: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const FeedTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'a feed token followed by .ics') });
export const EventFileParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9._-]{1,200}\.ics$/, 'an event id followed by .ics') });
