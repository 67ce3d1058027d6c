#!/usr/bin/env node
// Reports the gzipped JavaScript and CSS each route needs on first load (the entry
// chunk plus the route's lazily loaded chunk and their static imports), from Vite's
// manifest. Exits 1 when the shell with My courses is over budget (issue 2, part 10).
// Second budget (issue 17): the requests in a row before My courses' first card can
// render, from one Lighthouse run (bench/lighthouse.ts) on the built app: at most 2 — the
// page, then its scripts. `--no-lighthouse` checks the bytes only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const dist = process.env.WEB_DIST ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// 120 KiB (decision 0038). Issue 32 brought the first view back under it (decision 0067):
// the typed client's routes replaced the path builders, and the signed-in error pages load
// when a page gives up, not with the first view. The pages table (decision 0068) took it
// to 121.0; back to 119.9: its calls read the routes too, its server-only facts
// (PAGE_SERVING) stay out of the bundle, and the preload lists name only chunks not yet
// loaded (apps/web/build/preload-lists.ts).
const BUDGET = { js: 120 * 1024, css: 20 * 1024 };

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
function closure(keys) {
  const seen = new Set();
  const files = { js: new Set(), css: new Set() };
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}
const sum = (set) => [...set].reduce((n, f) => n + gz(f), 0);
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) => k.includes('/app/routes/'));

const rows = [];
const measure = (name, keys) => {
  const files = closure(keys);
  rows.push({ route: name, js: sum(files.js), css: sum(files.css) });
  return rows.at(-1);
};
const shell = measure('shell only', [entry]);
let myCourses;
for (const key of routes.sort()) {
  const row = measure(key.replace(/^.*app\/routes\//, '').replace(/-route\.tsx$/, ''), [entry, key]);
  if (key.endsWith('my-courses-route.tsx')) myCourses = row;
}
// The dashboard's first view (issue 15): the page and its four block fragments, each its own chunk.
const dashboardKeys = Object.keys(manifest).filter((k) =>
  /features\/dashboard\/components\/(dashboard-page|tasks-block|next-dates-block|recent-courses-block|promo-banners-block)\.tsx$/.test(k),
);
const dashboard = dashboardKeys.length ? measure('dashboard (page + blocks)', [entry, ...dashboardKeys]) : undefined;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
// The en-US message catalog is fetched as JSON at start (apps/web/src/lib/i18n.tsx): data, not JavaScript, but first-load bytes all the same.
const catalogKey = Object.keys(manifest).find((k) => k.endsWith('catalogs/en-US.json'));
const catalogBytes = catalogKey ? gz(manifest[catalogKey].file) : 0;
console.log('route'.padEnd(28), 'JS (gzip)'.padStart(12), 'CSS (gzip)'.padStart(12));
for (const r of rows) console.log(r.route.padEnd(28), kib(r.js).padStart(12), kib(r.css).padStart(12));
const target = myCourses ?? shell;
const overBudget = (row) => !!row && (row.js > BUDGET.js || row.css > BUDGET.css);
const over = overBudget(target) || overBudget(dashboard);
console.log(`\nen-US message catalog (JSON, fetched at start): ${kib(catalogBytes)}`);
console.log(
  `shell + My courses: ${kib(target.js)} JS (budget ${kib(BUDGET.js)}), ${kib(target.css)} CSS (budget ${kib(BUDGET.css)}) — ${over ? 'OVER BUDGET' : 'within budget'}`,
);
if (dashboard)
  console.log(
    `shell + Dashboard: ${kib(dashboard.js)} JS (budget ${kib(BUDGET.js)}), ${kib(dashboard.css)} CSS (budget ${kib(BUDGET.css)}) — ${overBudget(dashboard) ? 'OVER BUDGET' : 'within budget'}`,
  );

const CHAIN_BUDGET = 2;
let chainOver = false;
if (!process.argv.includes('--no-lighthouse')) {
  const out = join(mkdtempSync(join(tmpdir(), 'lp-lighthouse-')), 'my-courses.json');
  const port = process.env.LIGHTHOUSE_PORT ?? '3411';
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lighthouse.ts', '--runs', '1', '--page', 'my-courses', '--port', port, '--json', out],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WEB_DIST: resolve(dist) } },
  );
  if (run.status !== 0) {
    console.log('\nLighthouse did not run: the request-chain budget is not checked — FAILED');
    chainOver = true;
  } else {
    const m = JSON.parse(readFileSync(out, 'utf8')).pages['my-courses'].median;
    // Lighthouse's own chain leaves data calls out; the count in a row includes them (bench/lib/lighthouse-chains.ts).
    const depth = Math.max(m.chain, m.inARow);
    chainOver = depth > CHAIN_BUDGET;
    console.log(
      `\nMy courses, requests in a row before the first card: ${depth} (Lighthouse critical chain ${m.chain}, with data calls ${m.inARow}: ${m.inARowChain.join(' → ')}; budget ${CHAIN_BUDGET}) — ${chainOver ? 'OVER BUDGET' : 'within budget'}`,
    );
    console.log(
      `  (one run, not a measurement: performance ${m.score}, LCP ${(m.lcp / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbt)} ms)`,
    );
  }
}
process.exit(over || chainOver ? 1 : 0);
