/**
 * What a learner on a phone feels on the first view (issue 17 item 1): Lighthouse's mobile
 * preset (simulated throttling) in Debian's Chromium against the production build served by
 * the real server on a fresh embedded database with the demo data (e2e/start-server.mjs),
 * signed in through the bundled identity provider's form in the same browser. For each
 * page: the median of `--runs` runs of the performance score, FCP, LCP, CLS, TBT and two
 * chain depths (bench/lib/lighthouse-chains.ts): Lighthouse's critical request chain and the
 * requests in a row, data calls included, before the largest paint.
 *
 *   npm run bench:lighthouse -- [--runs 5] [--page my-courses --page catalog …] [--port 3411] [--url http://…]
 *
 * `--url` measures a server already running (signed in as the demo learner) instead of
 * starting one. Exit code 0; the page-weight gate (bench/page-weight.mjs) reads `--json`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { criticalChainDepth, requestsInARow } from './lib/lighthouse-chains.ts';
import { printTable, writeOutput } from './lib/report.ts';

const USAGE = `Usage: npm run bench:lighthouse -- [options]   (builds the web app first)
  --runs N        runs per page, the median is reported (default 5)
  --page NAME     my-courses, catalog, course-details, content, open-catalog; repeat for several (default: all)
  --port N        port of the server it starts (default 3411; its database goes to .cache/lighthouse-data-<port>)
  --url URL       measure a server already running there instead of starting one
  --json FILE     also write the medians to FILE
  --reports DIR   also write each run's whole Lighthouse report and trace to DIR (<page>-<run>.json, .trace.json), to see why
  --block PATTERN requests Lighthouse refuses (e.g. '*.js': the page as the server drew it), repeatable`;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LEARNER = { email: 'learner@demo.test', password: 'learner' };

interface Target {
  name: string;
  /** Signed out: measured in a browser context of its own, without the session cookie. */
  public?: boolean;
  path: (ids: DemoIds) => string;
}
interface DemoIds {
  courseId: string;
  contentPath: string;
}
const PAGES: Target[] = [
  { name: 'my-courses', path: () => '/learn/courses' },
  { name: 'catalog', path: () => '/learn/catalog' },
  { name: 'course-details', path: (ids) => `/learn/courses/${ids.courseId}/view/details` },
  { name: 'content', path: (ids) => ids.contentPath },
  { name: 'open-catalog', public: true, path: () => '/learn/open-catalog' },
];

export interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  chain: number;
  inARow: number;
  /** The longest chain counted in `inARow`, for reading. */
  inARowChain: string[];
}
const FIGURES: (keyof PageFigures)[] = ['score', 'fcp', 'lcp', 'cls', 'tbt', 'chain', 'inARow'];

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', multiple: true },
      port: { type: 'string', default: '3411' },
      url: { type: 'string' },
      json: { type: 'string' },
      reports: { type: 'string' },
      block: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const pages = values.page ?? PAGES.map((p) => p.name);
  const unknown = pages.filter((name) => !PAGES.some((p) => p.name === name));
  if (!Number.isInteger(runs) || runs < 1 || unknown.length) {
    console.error(`${unknown.length ? `unknown page: ${unknown.join(', ')}` : '--runs takes a whole number ≥ 1'}\n\n${USAGE}`);
    process.exit(2);
  }
  return {
    runs,
    pages: PAGES.filter((p) => pages.includes(p.name)),
    port: Number(values.port),
    url: values.url,
    json: values.json,
    reports: values.reports,
    block: values.block ?? [],
  };
}

/** The server as the browser tests start it: demo data on a new embedded database, production build. */
async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['e2e/start-server.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: `.cache/lighthouse-data-${port}`,
      LOG_LEVEL: 'warn',
      LP_ENV: 'test',
    },
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 600_000;
  while (
    !(await fetch(`${url}/config-ui/config.json`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

/** Signs the learner in through the identity provider's form, as a learner would. */
async function signIn(page: Page, url: string) {
  await page.goto(`${url}/learn/courses`);
  await page.waitForSelector('input[type=email], input[name=email]');
  await page.type('input[type=email], input[name=email]', LEARNER.email);
  await page.type('input[type=password]', LEARNER.password);
  await page.click('button[type=submit]');
  await page.waitForSelector('main article a[href*="/learn/courses/"]');
}

/** The first course of My courses and where its content opens (the first activity). */
async function demoIds(page: Page, url: string): Promise<DemoIds> {
  const href = await page.$eval('main article a[href*="/learn/courses/"]', (a) => a.getAttribute('href') ?? '');
  const courseId = href.split('/')[3]!;
  await page.goto(`${url}/learn/courses/${courseId}/view/content`);
  await page.waitForFunction('/\\/view\\/content\\/.+/.test(location.pathname)', { timeout: 15_000 }).catch(() => undefined);
  return { courseId, contentPath: new URL(page.url()).pathname };
}

async function measure(page: Page, url: string, report?: string, block: string[] = []): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(block.length && { blockedUrlPatterns: block }) },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (report) {
    writeFileSync(report, JSON.stringify(lhr));
    // The page's trace beside it: which work a long task was (Lighthouse calls most of it "Unattributable").
    writeFileSync(report.replace(/\.json$/, '.trace.json'), JSON.stringify(artifacts.Trace));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    chain: criticalChainDepth(lhr.audits['network-dependency-tree-insight']?.details),
    ...inARow(requestsInARow(artifacts.DevtoolsLog, lhr.audits.metrics?.details)),
  };
}

const inARow = ({ depth, chain }: { depth: number; chain: string[] }) => ({
  inARow: depth,
  inARowChain: chain.map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const opts = options();
  const server = opts.url ? { url: opts.url.replace(/\/+$/, ''), stop: () => undefined } : await startServer(opts.port);
  let browser: Browser | undefined;
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const results: Record<string, { runs: PageFigures[]; median: PageFigures; path: string }> = {};
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const signedIn = await browser.newPage();
    await signIn(signedIn, server.url);
    const ids = await demoIds(signedIn, server.url);
    const publicContext = await browser.createBrowserContext();
    for (const target of opts.pages) {
      const path = target.path(ids);
      const page = target.public ? await publicContext.newPage() : signedIn;
      const runs: PageFigures[] = [];
      for (let i = 0; i < opts.runs; i++) {
        if (opts.reports) mkdirSync(opts.reports, { recursive: true });
        runs.push(
          await measure(page, `${server.url}${path}`, opts.reports && join(opts.reports, `${target.name}-${i + 1}.json`), opts.block),
        );
        console.error(`${target.name} run ${i + 1}/${opts.runs}: score ${runs.at(-1)!.score}, LCP ${Math.round(runs.at(-1)!.lcp)} ms`);
      }
      const mid = {
        ...Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key] as number))])),
        inARowChain: runs.at(-1)!.inARowChain,
      } as PageFigures;
      results[target.name] = { runs, median: mid, path };
    }
  } finally {
    await browser?.close();
    server.stop();
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${opts.runs} run(s); load average before ${loadBefore}, after ${load()}\n`,
  );
  printTable(
    ['page', 'score', 'FCP', 'LCP', 'CLS', 'TBT', 'chain', 'in a row'],
    Object.entries(results).map(([name, { median: m }]) => [
      name,
      String(m.score),
      seconds(m.fcp),
      seconds(m.lcp),
      m.cls.toFixed(3),
      `${Math.round(m.tbt)} ms`,
      String(m.chain),
      String(m.inARow),
    ]),
  );
  const output = { loadBefore, loadAfter: load(), runs: opts.runs, pages: results };
  console.log(`\n${writeOutput('lighthouse', output)}`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify(output, null, 2) + '\n');
}

await main();
