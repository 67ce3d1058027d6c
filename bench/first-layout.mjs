/**
 * The browser's work to lay out a drawn page the first time (issue 17): the HTML the server
 * draws for a path, its scripts taken out (the page as first painted, before the app runs),
 * loaded `--runs` times in new tabs of Debian's Chromium at a phone's viewport; prints the
 * median of style recalculation + layout (DevTools protocol Performance metrics). Lighthouse
 * multiplies this by 4 (its simulated phone) in LCP and TBT, so a CSS change shows here
 * first, without Lighthouse's run-to-run noise. `--file` measures a saved page instead
 * (e.g. a signed-in page saved from the browser), to compare variants of it.
 *
 *   node bench/first-layout.mjs [--url http://localhost:3000/learn/open-catalog] [--cookie 'lp_session=…'] [--file page.html …] [--runs 15]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000/learn/open-catalog' },
    cookie: { type: 'string' },
    file: { type: 'string', multiple: true },
    runs: { type: 'string', default: '15' },
  },
});
const runs = Number(values.runs);

/** The page without its scripts: the first paint's layout is the same, the app never starts. */
const withoutScripts = (html) =>
  html.replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

const pages = values.file?.length
  ? values.file.map((file) => ({ name: file, html: withoutScripts(readFileSync(file, 'utf8')) }))
  : [
      {
        name: values.url,
        html: withoutScripts(await (await fetch(values.url, { headers: values.cookie ? { cookie: values.cookie } : {} })).text()),
      },
    ];

// Served from one origin so relative URLs (stylesheets, covers) resolve as they do from the portal.
const origin = new URL(values.file?.length ? 'http://localhost:3000' : values.url).origin;
const server = createServer(async (req, res) => {
  const page = pages[Number(new URL(req.url, 'http://x').searchParams.get('page'))];
  if (req.url.startsWith('/__page') && page) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(page.html);
  }
  const upstream = await fetch(origin + req.url).catch(() => undefined);
  res.statusCode = upstream?.status ?? 404;
  if (upstream) res.setHeader('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream');
  res.end(upstream ? Buffer.from(await upstream.arrayBuffer()) : undefined);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const times = pages.map(() => []);
for (let run = 0; run < runs; run++) {
  // Alternating pages run by run, so a busy moment of the machine falls on each alike.
  for (const [i] of pages.entries()) {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await tab.goto(`http://127.0.0.1:${port}/__page?page=${i}`, { waitUntil: 'load' });
    const metrics = await tab.metrics();
    times[i].push((metrics.LayoutDuration + metrics.RecalcStyleDuration) * 1000);
    await tab.close();
  }
}
await browser.close();
server.close();
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
for (const [i, page] of pages.entries()) console.log(`${median(times[i]).toFixed(1)} ms style + layout (median of ${runs})  ${page.name}`);
