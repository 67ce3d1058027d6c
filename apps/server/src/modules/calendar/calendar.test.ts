import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CALENDAR_PATHS } from '@lp/contract/calendar';
import { dayOf, type CalendarEvent } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { until } from '../../../test/process-support.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });
type Who = 'learner' | 'learner2';

const events = async (from: string, to: string, who: Who = 'learner') =>
  demo.app.inject({ url: `${CALENDAR_PATHS.events}?from=${from}&to=${to}`, headers: demo[who] });
const all = async (who: Who = 'learner') => (
  await events('2020-01-01', '2021-02-01', who),
  (await events(dayOf(new Date(Date.now() - 200 * 86_400_000)), dayOf(new Date(Date.now() + 199 * 86_400_000)), who)).json()
    .data as CalendarEvent[]
);
const newFeed = async (who: Who = 'learner') =>
  (await demo.app.inject({ method: 'POST', url: CALENDAR_PATHS.feed, headers: demo[who] })).json() as { url: string; created: string };
const fetchFeed = (url: string) => demo.app.inject({ url: new URL(url).pathname });

/** The feed as an independent parser reads it (Mozilla's ical.js). */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => ({
      uid: String(v.getFirstPropertyValue('uid')),
      summary: String(v.getFirstPropertyValue('summary')),
      start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      sequence: Number(v.getFirstPropertyValue('sequence')),
      lastModified: (v.getFirstPropertyValue('last-modified') as ICAL.Time | null)?.toJSDate().getTime() ?? null,
      url: String(v.getFirstPropertyValue('url')),
      alarms: v.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    })),
  };
}

/** iCalendar times have whole seconds. */
const toSecond = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '.000Z');

const tmp = mkdtempSync(join(tmpdir(), 'lp-calendar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the learner's calendar (issue 15, decision 0028)", () => {
  it("answers the dates of the learner's own courses in a range, oldest first, each with where to act", async () => {
    const data = await all();
    expect(new Set(data.map((e) => e.kind))).toEqual(
      new Set(['opens', 'startBy', 'due', 'graceEnds', 'closes', 'resultsRevealed', 'retakeOpens', 'certificateExpires', 'event']),
    );
    expect(data.map((e) => e.start)).toEqual([...data.map((e) => e.start)].sort());
    const enrolled = (
      await demo.db.query<{ objective_id: string }>(
        `SELECT objective_id FROM objective_accesses oa JOIN users u ON u.id = oa.user_id WHERE u.email = 'learner@demo.test'`,
      )
    ).map((r) => r.objective_id);
    for (const e of data) expect(enrolled).toContain(e.objectiveId);
    const due = data.find((e) => e.kind === 'due' && e.activityId)!;
    expect(due.href).toMatch(new RegExp(`^/courses/${due.objectiveId}/view/content/[0-9a-f-]{36}(/[0-9a-f-]{36})*$`));
  });

  it('gives the demo learner a date of every kind still to come in the next six weeks', async () => {
    const now = Date.now();
    const coming = (await all()).filter((e) => Date.parse(e.start) > now && Date.parse(e.start) < now + 42 * 86_400_000 && !e.done);
    expect(new Set(coming.map((e) => e.kind))).toEqual(
      new Set(['opens', 'startBy', 'due', 'graceEnds', 'closes', 'resultsRevealed', 'retakeOpens', 'certificateExpires', 'event']),
    );
  });

  it("never shows a learner another learner's courses, and keeps dates of handed-in work without asking for it", async () => {
    const enrolledOf = async (email: string) =>
      new Set(
        (
          await demo.db.query<{ objective_id: string }>(
            `SELECT objective_id FROM objective_accesses oa JOIN users u ON u.id = oa.user_id WHERE u.email = $1`,
            [email],
          )
        ).map((r) => r.objective_id),
      );
    const [mine, theirs] = [await enrolledOf('learner@demo.test'), await enrolledOf('learner2@demo.test')];
    const onlyMine = [...mine].filter((id) => !theirs.has(id));
    const data = await all();
    expect(data.some((e) => onlyMine.includes(e.objectiveId))).toBe(true);
    const others = await all('learner2');
    expect(others.length).toBeGreaterThan(0);
    for (const e of others) expect(theirs.has(e.objectiveId), e.uid).toBe(true);
    // PM-101 is in grading: its due date stays on the calendar, with nothing left to do.
    const [pm] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'PM-101'`);
    expect(data.find((e) => e.objectiveId === pm!.id && e.kind === 'due')).toMatchObject({ done: true });
  });

  it("places each date on the learner's day in their own time zone", async () => {
    // The demo's dates keep the import's time of day: pick a zone on the other side of the
    // date line from it (UTC−11 for a morning, UTC+14 for an afternoon), so the day differs at any hour.
    const event = (await all())[0]!;
    const zone = new Date(event.start).getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const utcDay = dayOf(event.start, 'UTC');
    const zoneDay = dayOf(event.start, zone);
    expect(zoneDay).not.toBe(utcDay);
    const next = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);
    // Set by hand: it reaches the server's kept session by the database's notice, moments later (decision 0037).
    const zoneOfAnswer = async (wanted: string) =>
      until(
        async () => {
          const answer = (await events(zoneDay, next(zoneDay))).json();
          return answer.timeZone === wanted ? answer : undefined;
        },
        2_000,
        () => `the calendar's time zone is not ${wanted}`,
        20,
      );
    await demo.db.query(`UPDATE users SET timezone = $1 WHERE email = 'learner@demo.test'`, [zone]);
    try {
      const onZoneDay = await zoneOfAnswer(zone);
      expect(onZoneDay.timeZone).toBe(zone);
      expect(onZoneDay.data.map((e: CalendarEvent) => e.uid)).toContain(event.uid);
      expect((await events(utcDay, next(utcDay))).json().data.map((e: CalendarEvent) => e.uid)).not.toContain(event.uid);
    } finally {
      await demo.db.query(`UPDATE users SET timezone = 'Europe/Berlin' WHERE email = 'learner@demo.test'`);
      await zoneOfAnswer('Europe/Berlin');
    }
  });

  it('refuses a range that is reversed, too long or not made of dates', async () => {
    for (const [from, to] of [
      ['2026-12-01', '2026-11-01'],
      ['2026-01-01', '2027-06-01'],
      ['2026-02-30', '2026-03-10'],
      ['yesterday', '2026-03-10'],
    ]) {
      const res = await events(from!, to!);
      expect(res.statusCode, `${from} ${to}`).toBe(400);
    }
    expect(
      (
        await demo.app.inject({
          url: `${CALENDAR_PATHS.events}?from=2026-01-01&to=2026-02-01`,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the subscribable feed (RFC 5545)', () => {
  it('answers every date as an iCalendar document an independent parser reads, with stable UIDs, links and reminders', async () => {
    const { url } = await newFeed();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/lms\/v1\/public\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, events: parsed } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    for (const v of calendar.getAllSubcomponents('vevent'))
      expect(v.getFirstPropertyValue('dtstamp'), String(v.getFirstPropertyValue('uid'))).toBeTruthy();
    const data = await all();
    const mine = data.filter((e) => parsed.some((p) => p.uid.startsWith(`${e.uid}.`)));
    expect(mine.length).toBe(data.length);
    const due = data.find((e) => e.kind === 'due' && !e.done && e.activityName)!;
    const dueInFeed = parsed.find((p) => p.uid.startsWith(`${due.uid}.`))!;
    expect(dueInFeed).toMatchObject({ summary: `Due: ${due.activityName}`, start: toSecond(due.start), sequence: 0 });
    expect(dueInFeed.url).toMatch(new RegExp(`/learn${due.href}$`));
    expect(dueInFeed.alarms).toEqual(['-P1D', '-PT1H']);
    // The same date keeps its UID on the next fetch.
    expect(parse((await fetchFeed(url)).body).events.map((e) => e.uid)).toEqual(parsed.map((e) => e.uid));
  });

  it('moves a changed date with the same UID and a higher SEQUENCE', async () => {
    const { url } = await newFeed();
    const due = (await all()).find((e) => e.kind === 'due' && e.activityId)!;
    const before = parse((await fetchFeed(url)).body).events.find((p) => p.uid.startsWith(`${due.uid}.`))!;
    const moved = new Date(Date.parse(due.start) + 3 * 86_400_000);
    await demo.db.query(`UPDATE activity_parts SET due = $1 WHERE child_activity_id = $2 AND id = $3`, [
      moved,
      due.activityId,
      due.href.split('/').at(-1),
    ]);
    const after = parse((await fetchFeed(url)).body).events.find((p) => p.uid === before.uid)!;
    expect(after.start).toBe(toSecond(moved.toISOString()));
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.lastModified).toBeGreaterThanOrEqual(before.lastModified!);
    // A new address keeps the UIDs and the versions: calendar programs update, not duplicate.
    const again = parse((await fetchFeed((await newFeed()).url)).body).events.find((p) => p.uid === before.uid)!;
    expect(again).toMatchObject({ start: after.start, sequence: after.sequence });
  });

  it('stops the old address when a new one is made, and every address when turned off', async () => {
    const first = await newFeed();
    const second = await newFeed();
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const state = await demo.app.inject({ url: CALENDAR_PATHS.feed, headers: demo.learner });
    expect(state.json()).toEqual({ url: null, created: second.created });
    expect((await demo.app.inject({ method: 'DELETE', url: CALENDAR_PATHS.feed, headers: demo.learner })).statusCode).toBe(200);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await demo.app.inject({ url: CALENDAR_PATHS.feed, headers: demo.learner })).json()).toEqual({ url: null, created: null });
  });

  it('keeps the token secret: a made-up or malformed address finds nothing, and only the hash is stored', async () => {
    const { url } = await newFeed('learner2');
    const token = /\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
    expect((await demo.app.inject({ url: CALENDAR_PATHS.publicFeed(`${'A'.repeat(43)}.ics`) })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: CALENDAR_PATHS.publicFeed('short.ics') })).statusCode).toBe(400);
    const stored = await demo.db.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("gives another learner's address nothing of this learner", async () => {
    const theirCourses = new Set((await all('learner2')).map((o) => o.objectiveId));
    const learnerOnly = (await all()).filter((e) => !theirCourses.has(e.objectiveId));
    expect(learnerOnly.length).toBeGreaterThan(0);
    const theirs = parse((await fetchFeed((await newFeed('learner2')).url)).body).events;
    const [learner] = await demo.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'learner@demo.test'`);
    for (const e of theirs) expect(e.uid).not.toContain(learner!.id);
    for (const e of learnerOnly) expect(theirs.some((t) => t.uid.startsWith(`${e.uid}.`))).toBe(false);
  });

  it('is imported by a real calendar program (calcurse) with each date, its time and its reminder', async () => {
    const { url } = await newFeed();
    const ics = (await fetchFeed(url)).body;
    const file = join(tmp, 'feed.ics');
    writeFileSync(file, ics);
    const dir = join(tmp, 'calcurse');
    const report = execFileSync('calcurse', ['-D', dir, '-i', file], { env: { ...process.env, TZ: 'UTC' }, encoding: 'utf8' });
    const count = parse(ics).events.length;
    expect(report).toContain(`${count} apps / 0 events / 0 todos / 0 skipped`);
    const appointments = readFileSync(join(dir, 'apts'), 'utf8').trim().split('\n');
    expect(appointments).toHaveLength(count);
    const due = (await all()).find((e) => e.kind === 'due' && !e.done && e.activityName)!;
    const d = new Date(due.start);
    const stamp = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()} @ ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
    // calcurse marks an appointment with a reminder by "!".
    expect(appointments).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${stamp.replace(/[/]/g, '\\/')} -> .*!Due: ${due.activityName!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      ),
    );
  });
});

describe('one date as a file', () => {
  it("downloads one of the learner's dates as an .ics file, and finds no one else's", async () => {
    const event = (await all()).find((e) => e.kind === 'event' && !e.done)!;
    const res = await demo.app.inject({ url: CALENDAR_PATHS.eventFile(event.uid), headers: demo.learner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${event.uid}.ics"`);
    const [only] = parse(res.body).events;
    expect(only).toMatchObject({ summary: `Event: ${event.activityName}`, start: toSecond(event.start), alarms: ['-PT15M'] });
    expect((await demo.app.inject({ url: CALENDAR_PATHS.eventFile(event.uid), headers: demo.learner2 })).statusCode).toBe(404);
    expect((await demo.app.inject({ url: CALENDAR_PATHS.eventFile('due.nothing'), headers: demo.learner })).statusCode).toBe(404);
    // Every kind of date has its file, a certificate's expiry too.
    for (const kind of new Set((await all()).map((e) => e.kind))) {
      const one = (await all()).find((e) => e.kind === kind)!;
      expect((await demo.app.inject({ url: CALENDAR_PATHS.eventFile(one.uid), headers: demo.learner })).statusCode, one.uid).toBe(200);
    }
  });
});
