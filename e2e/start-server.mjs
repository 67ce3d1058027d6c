// Starts the portal for the browser tests on a new embedded database (demo data imported on first start).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

rmSync(process.env.DATA_DIR ?? '.cache/e2e-data', { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
