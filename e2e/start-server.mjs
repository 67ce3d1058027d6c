// Starts the portal for the browser tests on a new embedded database: the demo data, then
// the browser tests' own data (e2e/imports/*.json: courses and accounts no demo journey
// shares), each through the import command, then the server.
import { readdirSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

rmSync(process.env.DATA_DIR ?? '.cache/e2e-data', { recursive: true, force: true });
const own = readdirSync('e2e/imports').filter((name) => name.endsWith('.json')).map((name) => `e2e/imports/${name}`);
for (const file of ['apps/server/demo/demo.json', ...own]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/import.ts', file], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
