#!/usr/bin/env node
// Runs every test layer — domain, server (HTTP through inject, PGlite or DATABASE_URL),
// web components, and the browser journeys — and ends with one line: N passed, N failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const out = resolve('.cache/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv[2]; // unit | e2e | server (the server suite alone, e.g. with DATABASE_URL)

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
let passed = 0;
let failed = 0;
let skipped = 0;
let crashed = false;

if (only !== 'e2e') {
  const projects = only === 'server' ? ['--project', 'server'] : [];
  const status = run('vitest', ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]);
  if (existsSync(`${out}/vitest.json`)) {
    const r = JSON.parse(readFileSync(`${out}/vitest.json`, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  if (!existsSync(`${out}/vitest.json`) || (status !== 0 && failed === 0)) crashed = true;
}

if (only !== 'unit' && only !== 'server') {
  // The build, reused by the page-weight budget when its sources have not changed (scripts/build-web.mjs).
  if (run(process.execPath, ['scripts/build-web.mjs']) !== 0) crashed = true;
  else {
    const status = run('playwright', ['test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` });
    if (existsSync(`${out}/e2e.json`)) {
      const s = JSON.parse(readFileSync(`${out}/e2e.json`, 'utf8')).stats;
      passed += s.expected + (s.flaky ?? 0);
      failed += s.unexpected;
      skipped += s.skipped;
    }
    if (!existsSync(`${out}/e2e.json`) || (status !== 0 && failed === 0)) crashed = true;
  }
}

if (crashed) failed += 1; // a layer that could not run counts as a failure, never as silence
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
