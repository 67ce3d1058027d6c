#!/usr/bin/env node
// npm run bench -- [--db pglite|postgres|pglite,postgres] [--scale 0.1] [load options…]
// Generates the dataset when it is missing (bench/generate.ts: idempotent, quick when
// the dataset is complete), then load-tests it (bench/load.ts). Options of generate go
// to generate, every other option to load. See docs/bench.md; the first view on a phone is
// measured apart, by `npm run bench:lighthouse` (bench/lighthouse.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const GENERATE_VALUES = new Set(['--chunk-size']);
// PGlite takes about 4 minutes for scale 0.1, PostgreSQL about 8 for the full dataset.
const DEFAULT_SCALE = { pglite: '0.1', postgres: '1' };
const GENERATE_FLAGS = new Set(['--force', '--fresh']);
const USAGE = `Usage: npm run bench -- [--db pglite|postgres|pglite,postgres] [--scale N] [--skip-generate] [generate options] [load options]
  generate options: --scale N (default 0.1 on PGlite, 1 on PostgreSQL), --chunk-size N, --force, --fresh   (node --import tsx bench/generate.ts --help)
  load options:     --endpoint NAME, --duration S, --connections N, --rate N, --sessions N, --warmup S, --driver child|inline, --wait-idle S
                    (node --import tsx bench/load.ts --help)`;

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

let dbs = ['pglite'];
let skipGenerate = false;
const generateArgs = [];
let scale;
const loadArgs = [];
for (let i = 0; i < args.length; i++) {
  const [name, inline] = args[i].split(/=(.*)/s);
  const value = () => inline ?? args[++i];
  if (name === '--db') dbs = value().split(',');
  else if (name === '--skip-generate') skipGenerate = true;
  else if (name === '--scale') scale = value();
  else if (GENERATE_VALUES.has(name)) generateArgs.push(name, value());
  else if (GENERATE_FLAGS.has(name)) generateArgs.push(name);
  else loadArgs.push(args[i]);
}
if (dbs.some((db) => db !== 'pglite' && db !== 'postgres')) {
  console.error(`--db takes pglite, postgres or both (comma-separated)\n\n${USAGE}`);
  process.exit(2);
}

const tsx = (script, scriptArgs) =>
  spawnSync(process.execPath, ['--import', 'tsx', `bench/${script}`, ...scriptArgs], { cwd: root, stdio: 'inherit' }).status ?? 1;

for (const db of dbs) {
  console.log(`\n=== ${db} ===`);
  if (!skipGenerate) {
    const status = tsx('generate.ts', ['--db', db, '--scale', scale ?? DEFAULT_SCALE[db], ...generateArgs]);
    if (status === 3) {
      console.error(
        '\nThe stored dataset has another size: pass its --scale, --skip-generate to load-test it as it is, or --fresh to regenerate.',
      );
      process.exit(3);
    }
    if (status !== 0) process.exit(status);
  }
  const status = tsx('load.ts', ['--db', db, ...loadArgs]);
  if (status !== 0) process.exit(status);
}
