#!/usr/bin/env node
// Reports the gzipped JavaScript and CSS each route needs on first load (the entry
// chunk plus the route's lazily loaded chunk and their static imports), from Vite's
// manifest. Exits 1 when the shell with My courses is over budget (issue 2, part 10).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.WEB_DIST ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
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
const dashboardKeys = Object.keys(manifest).filter((k) => /features\/dashboard\/components\/(dashboard-page|tasks-block|next-dates-block|recent-courses-block|promo-banners-block)\.tsx$/.test(k));
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
console.log(`shell + My courses: ${kib(target.js)} JS (budget ${kib(BUDGET.js)}), ${kib(target.css)} CSS (budget ${kib(BUDGET.css)}) — ${over ? 'OVER BUDGET' : 'within budget'}`);
if (dashboard) console.log(`shell + Dashboard: ${kib(dashboard.js)} JS (budget ${kib(BUDGET.js)}), ${kib(dashboard.css)} CSS (budget ${kib(BUDGET.css)}) — ${overBudget(dashboard) ? 'OVER BUDGET' : 'within budget'}`);
process.exit(over ? 1 : 0);
