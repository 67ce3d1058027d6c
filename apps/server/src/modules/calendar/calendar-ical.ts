import type { CalendarEvent, CalendarEventKind } from '@lp/domain';
import type { Translator } from '@lp/i18n';
import { utcDateTime, writeIcal, type IcalComponent, type IcalProperty } from './ical.ts';

/** Deadlines get two reminders, a day and an hour before; a scheduled event one, a quarter of an hour before (decision 0028). */
const DEADLINES: readonly CalendarEventKind[] = ['startBy', 'due', 'graceEnds', 'closes'];
const DEADLINE_ALARMS = ['-P1D', '-PT1H'];
const EVENT_ALARMS = ['-PT15M'];

export interface IcalOptions {
  t: Translator;
  /** The portal's address: links in the feed open the app there. */
  publicUrl: string;
  /** Makes every UID globally unique (RFC 5545 §3.8.4.7) while the same date keeps it. */
  userId: string;
  calendarName: string;
  timeZone: string | null;
  now: Date;
  /** SEQUENCE and LAST-MODIFIED of each date, when the feed keeps them (a one-event file does not). */
  versions?: Map<string, { sequence: number; changed_at: Date }>;
}

/** The words of an event, shared by the feed, a one-event file and the reminders. */
export const eventSummary = (t: Translator, event: CalendarEvent) =>
  t.t('calendar.summary', { kind: t.t(`calendar.kind.${event.kind}`), title: event.activityName ?? event.courseName });

/**
 * What changes an event for a calendar program: a new fingerprint raises its SEQUENCE. The
 * join link is in it: a locked event gains its link when it opens (decision 0056).
 */
export const eventFingerprint = (e: CalendarEvent) =>
  [e.start, e.end ?? '', e.activityName ?? '', e.courseName, e.location ?? '', e.joinUrl ?? '', e.done ? 1 : 0].join('|');

function vevent(event: CalendarEvent, o: IcalOptions): IcalComponent {
  const url = `${o.publicUrl}/learn${event.href}`;
  const summary = eventSummary(o.t, event);
  const version = o.versions?.get(event.uid);
  const properties: IcalProperty[] = [
    { name: 'UID', value: `${event.uid}.${o.userId}@learner-portal` },
    { name: 'DTSTAMP', value: { raw: utcDateTime(o.now) } },
    { name: 'DTSTART', value: { raw: utcDateTime(new Date(event.start)) } },
    ...(event.end ? [{ name: 'DTEND', value: { raw: utcDateTime(new Date(event.end)) } }] : []),
    { name: 'SUMMARY', value: summary },
    { name: 'DESCRIPTION', value: [event.activityName ? event.courseName : null, event.joinUrl, url].filter(Boolean).join('\n') },
    { name: 'URL', params: { VALUE: 'URI' }, value: { raw: url } },
    { name: 'CATEGORIES', value: o.t.t(`calendar.kind.${event.kind}`) },
    // A deadline takes no time: it must not show the learner as busy.
    { name: 'TRANSP', value: { raw: event.kind === 'event' ? 'OPAQUE' : 'TRANSPARENT' } },
    ...(event.location ? [{ name: 'LOCATION', value: event.location }] : []),
    ...(version
      ? [
          { name: 'SEQUENCE', value: { raw: String(version.sequence) } },
          { name: 'LAST-MODIFIED', value: { raw: utcDateTime(version.changed_at) } },
        ]
      : []),
  ];
  const alarms = event.done ? [] : event.kind === 'event' ? EVENT_ALARMS : DEADLINES.includes(event.kind) ? DEADLINE_ALARMS : [];
  return {
    name: 'VEVENT',
    properties,
    components: alarms.map((trigger) => ({
      name: 'VALARM',
      properties: [
        { name: 'ACTION', value: { raw: 'DISPLAY' } },
        { name: 'TRIGGER', value: { raw: trigger } },
        { name: 'DESCRIPTION', value: summary },
      ],
    })),
  };
}

/**
 * The learner's dates as an iCalendar document (RFC 5545): date-times in UTC, which every
 * calendar program shows in its own zone without a VTIMEZONE; the learner's zone named in
 * X-WR-TIMEZONE for programs that label the calendar with it (decision 0028).
 */
export function buildIcal(events: readonly CalendarEvent[], o: IcalOptions): string {
  return writeIcal({
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: { raw: '2.0' } },
      { name: 'PRODID', value: { raw: '-//Learner portal//Calendar//EN' } },
      { name: 'CALSCALE', value: { raw: 'GREGORIAN' } },
      { name: 'METHOD', value: { raw: 'PUBLISH' } },
      { name: 'X-WR-CALNAME', value: o.calendarName },
      ...(o.timeZone ? [{ name: 'X-WR-TIMEZONE', value: o.timeZone }] : []),
      // Calendar programs that honour it fetch the feed again every hour.
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: { raw: 'PT1H' } },
      { name: 'X-PUBLISHED-TTL', value: { raw: 'PT1H' } },
    ],
    components: events.map((event) => vevent(event, o)),
  });
}
