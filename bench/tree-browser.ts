/**
 * The content screen of the 500-activity course (bench/tree.ts) in Debian's Chromium:
 * how long until the table of contents shows, and whether opening it, closing and
 * opening every module and scrolling it from top to bottom stutters — long tasks (over
 * 50 ms on the main thread) and frames later than 50 ms, measured in the page.
 * Needs the built web app (`npm run build`).
 *
 *   node --import tsx bench/tree-browser.ts [--db postgres|pglite] [--runs 3] [--cpu-slowdown 1]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '@lp/contract';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { learnerId } from './dataset.ts';
import { fmtMs, printTable, writeOutput } from './lib/report.ts';
import { startServer } from './lib/server.ts';
import { benchTenant, signInByExternalId, signOut } from './lib/sessions.ts';
import { openTarget, repoRoot, targetOf } from './lib/target.ts';
import { importTreeCourse, TREE_LEARNERS } from './tree.ts';

const USAGE = `Usage: node --import tsx bench/tree-browser.ts [options]
  --db pglite|postgres   database (default: postgres when DATABASE_URL is set, else pglite in DATA_DIR)
  --runs N               page loads measured (default 3)
  --cpu-slowdown N       Chromium's CPU throttling, as DevTools offers (default 1: none; 4 is a mid-range phone)`;

interface Phase {
  ms: number;
  longTasks: number;
  longTaskMs: number;
  longestTask: number;
  lateFrames: number;
  worstFrame: number;
}

// Collects long tasks and frame gaps from the page's start; `mark()` returns and resets them.
const OBSERVER = `
  window.__perf = { tasks: [], frames: [], last: performance.now() };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.tasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  const tick = (now) => { window.__perf.frames.push(now - window.__perf.last); window.__perf.last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
`;

// In-page code is kept as JavaScript text: the bench's TypeScript has Node's types, not the DOM's.
const MARK = `(start) => {
  const tasks = window.__perf.tasks.splice(0);
  const late = window.__perf.frames.splice(0).filter((f) => f > 50);
  return {
    ms: performance.now() - start,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((a, b) => a + b, 0),
    longestTask: Math.max(0, ...tasks),
    lateFrames: late.length,
    worstFrame: Math.max(0, ...late),
  };
}`;
/** Scrolls the nearest scrolling ancestor of the table of contents to the bottom, 120 px a frame. */
const SCROLL = `async (nav) => {
  let el = nav;
  while (el && el !== document.body && !(el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible')) el = el.parentElement;
  const scroller = el && el !== document.body ? el : document.scrollingElement;
  for (let y = 0; y <= scroller.scrollHeight; y += 120) {
    scroller.scrollTop = y;
    await new Promise((r) => requestAnimationFrame(r));
  }
}`;

const mark = (page: Page, since: number): Promise<Phase> => page.evaluate(`(${MARK})(${since})`);

const now = (page: Page) => page.evaluate(() => performance.now());

async function measureOnce(page: Page, url: string) {
  await page.goto(url);
  const toc = page.getByRole('navigation', { name: 'Course contents' });
  await toc.getByRole('link').or(toc.getByRole('button')).last().waitFor();
  const open = await mark(page, 0); // from navigation start: the page's own clock
  const toggles = toc.getByRole('button', { name: /^Activities of / });
  const count = await toggles.count();
  let t = await now(page);
  // Close every module, innermost first (a closed module hides its modules' buttons), then open them again.
  for (let i = count - 1; i >= 0; i--) await toggles.nth(i).click();
  for (let i = 0; i < count; i++) await toggles.nth(i).click();
  const toggle = await mark(page, t);
  t = await now(page);
  await page.evaluate(
    `(${SCROLL})([...document.querySelectorAll('nav')].find((n) => n.querySelector('h2')?.textContent === 'Course contents'))`,
  );
  const scroll = await mark(page, t);
  return { open, toggle: { ...toggle, toggles: count * 2 }, scroll, items: await toc.getByRole('listitem').count() };
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      db: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const runs = Number(values.runs);
  const slowdown = Number(values['cpu-slowdown']);
  if (!existsSync(`${repoRoot}apps/web/dist/index.html`)) return (console.error('Build the web app first: npm run build'), 2);

  const target = targetOf(values.db);
  const db = await openTarget(target);
  try {
    await migrate(db);
    const tenantId = await benchTenant(db);
    const { objectiveId } = await importTreeCourse(db, TREE_LEARNERS);
    // A learner half-way through: finished, failed, optional and locked items all show.
    const [session] = await signInByExternalId(db, tenantId, [learnerId(TREE_LEARNERS / 2)]);
    const { app, url } = await startServer(db);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
      await context.addCookies([{ name: SESSION_COOKIE, value: session!.token, url }]);
      await context.addInitScript(OBSERVER);
      const page = await context.newPage();
      if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measureOnce(page, `${url}/learn/courses/${objectiveId}/view/content`));
      const row = (name: string, p: Phase, extra = '') => [
        name + extra,
        fmtMs(p.ms),
        String(p.longTasks),
        fmtMs(p.longTaskMs),
        fmtMs(p.longestTask),
        String(p.lateFrames),
        fmtMs(p.worstFrame),
      ];
      console.log(
        `\n500-activity course, ${results[0]!.items} items in the table of contents, CPU slowdown ${slowdown}× — ${target.label}`,
      );
      printTable(
        ['run / phase', 'ms', 'long tasks', 'their ms', 'longest', 'frames > 50 ms', 'worst frame'],
        results.flatMap((r, i) => [
          row(`${i + 1} open (navigation → contents shown)`, r.open),
          row(`${i + 1} close + open every module`, r.toggle, ` (${r.toggle.toggles} clicks)`),
          row(`${i + 1} scroll top → bottom`, r.scroll),
        ]),
      );
      console.log(`\n→ ${writeOutput('tree-browser', { at: new Date().toISOString(), target: target.label, slowdown, results })}`);
      return 0;
    } finally {
      await browser.close();
      await app.close();
      await signOut(db, [session!]);
    }
  } finally {
    await db.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
