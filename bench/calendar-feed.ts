/**
 * The calendar feed of a busy learner (issue 15 "Tests and figures", decision 0028): the
 * demo learner enrolled in 50 more courses of 12 dated activities each (opens, last day to
 * start, due, late work closes, closes, results revealed) besides the demo's own, then the
 * secret feed fetched the way a calendar program fetches it, and the month's and the
 * dashboard's calls. In process (app.inject: routing, session, queries, the iCalendar
 * text), on an in-memory PGlite with the demo.
 *
 *   node --import tsx bench/calendar-feed.ts [--courses 50] [--samples 60]
 */
import { parseArgs } from 'node:util';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importData, importFile, type ImportFileInput } from '../apps/server/src/modules/import/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/test/app.ts';
import { DEMO_FILE, sessionHeaders } from '../apps/server/test/demo.ts';
import { CALENDAR_PATHS } from '@lp/contract/calendar';
import { DASHBOARD_PATHS } from '@lp/contract/dashboard';
import { addDays, dayOf, viewRange } from '@lp/domain';
import { fmtMs, printTable, writeOutput } from './lib/report.ts';

const { values } = parseArgs({ options: { courses: { type: 'string', default: '50' }, samples: { type: 'string', default: '60' } } });
const COURSES = Number(values.courses);
const SAMPLES = Number(values.samples);
const ACTIVITIES = 12;
/** A relative date of the import (`+3d`, `-2d`). */
const rel = (days: number) => `${days >= 0 ? '+' : ''}${days}d`;
const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]!;

/** 50 courses of 12 activities, each activity with every constraint date, all enrolled by the demo learner. */
function busyLearnerFile(): ImportFileInput {
  const courses = Array.from({ length: COURSES }, (_, c) => ({
    externalId: `bench-cal-${c}`,
    name: `Calendar bench course ${c + 1}`,
    activities: [
      {
        externalId: `bench-cal-${c}-root`,
        type: 'composite' as const,
        name: `Course ${c + 1}`,
        parts: Array.from({ length: ACTIVITIES }, (_, a) => ({
          activity: `bench-cal-${c}-a${a}`,
          startFrom: rel(a - 10),
          startUntil: rel(a + 5),
          due: rel(a + (c % 20) + 1),
          gracePeriodUntil: rel(a + (c % 20) + 3),
          accessibleUntil: rel(a + 60),
          // The disclosure date counts where review waits for revealed results (decision 0028).
          reviewPolicy: 'AfterRevealingResults' as const,
          resultsDisclosurePolicy: 'AfterDate' as const,
          resultsDisclosureFrom: rel(a + 30),
        })),
      },
      ...Array.from({ length: ACTIVITIES }, (_, a) => ({
        externalId: `bench-cal-${c}-a${a}`,
        type: 'text' as const,
        name: `Lesson ${a + 1}`,
        html: '<p>Read this.</p>',
      })),
    ],
  }));
  return {
    tenant: { externalId: 'default' },
    courses,
    enrolments: courses.map((c, i) => ({
      user: 'user-learner',
      course: c.externalId,
      dueDate: rel((i % 30) + 1),
      availabilityDate: '-30d',
    })),
  } as ImportFileInput;
}

async function main() {
  const db = await openDb({});
  await migrate(db);
  await importFile(db, DEMO_FILE);
  await importData(db, busyLearnerFile());
  // The app as it serves (no test-only answer checks).
  const app = await buildApp({ db, config: testConfig() });
  await app.ready();
  const learner = await sessionHeaders(app, 'learner');
  const feed = (await app.inject({ method: 'POST', url: CALENDAR_PATHS.feed, headers: learner })).json() as { url: string };
  const feedPath = new URL(feed.url).pathname;
  const today = dayOf(new Date(), 'Europe/Berlin');
  const month = viewRange('month', today, 1);
  const calls: [string, string, Record<string, string>][] = [
    ['feed (.ics, no session)', feedPath, {}],
    ['calendar month', `${CALENDAR_PATHS.events}?from=${month.from}&to=${month.to}`, learner],
    ['dashboard dates (45 days)', `${CALENDAR_PATHS.events}?from=${addDays(today, -14)}&to=${addDays(today, 31)}`, learner],
    ['dashboard recent courses', DASHBOARD_PATHS.recentCourses, learner],
    ['dashboard banners', DASHBOARD_PATHS.promoBanners, learner],
  ];
  const rows: string[][] = [];
  const out: Record<string, unknown> = { courses: COURSES, activitiesPerCourse: ACTIVITIES, samples: SAMPLES };
  for (const [name, url, headers] of calls) {
    const ms: number[] = [];
    let bytes = 0;
    let events = 0;
    for (let i = 0; i < SAMPLES + 5; i++) {
      const start = performance.now();
      const res = await app.inject({ url, headers });
      const took = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 5) ms.push(took); // the first five warm the caches and the JIT
      bytes = res.rawPayload.byteLength;
      events =
        url === feedPath ? (res.body.match(/^BEGIN:VEVENT/gm) ?? []).length : ((res.json() as { data: unknown[] }).data?.length ?? 0);
    }
    rows.push([
      name,
      String(events),
      `${(bytes / 1024).toFixed(0)} KiB`,
      fmtMs(percentile(ms, 50)),
      fmtMs(percentile(ms, 95)),
      fmtMs(percentile(ms, 99)),
    ]);
    out[name] = { items: events, bytes, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
  }
  printTable(['call', 'items', 'size', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
  console.log(`\nwrote ${writeOutput('calendar-feed', out)}`);
  await app.close();
  await db.close();
}

await main();
