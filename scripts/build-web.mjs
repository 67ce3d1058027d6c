#!/usr/bin/env node
// `npm run build`, unless the build on disk was made by this script from the same inputs: CI
// builds for the browser tests and again for the page-weight budget, from the same tree.
// The inputs are every file under apps/web and packages (without node_modules and the builds),
// the lock file and the shared TypeScript settings, by content; the stamp also holds the
// builds' own times, so a build made another way (`npm run build`, `npm start`) is never
// taken for this one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stamp = '.cache/web-build.json';
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
const skip = new Set(['node_modules', 'dist', 'dist-server', '.tsbuild']);

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.isFile()) files.push(path);
  }
};
walk('apps/web');
walk('packages');
files.sort().push('package-lock.json', 'tsconfig.base.json');
const hash = createHash('sha256');
for (const file of files)
  hash
    .update(`${file}\0`)
    .update(existsSync(file) ? readFileSync(file) : '')
    .update('\0');
const inputs = hash.digest('hex');
const times = () => built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));

const previous = existsSync(stamp) ? JSON.parse(readFileSync(stamp, 'utf8')) : undefined;
if (previous?.inputs === inputs && JSON.stringify(previous.times) === JSON.stringify(times()) && times().every((t) => t > 0)) {
  console.log('Web app: built already from these sources (.cache/web-build.json).');
  process.exit(0);
}
rmSync(stamp, { force: true });
const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
mkdirSync('.cache', { recursive: true });
writeFileSync(stamp, JSON.stringify({ inputs, times: times() }));
