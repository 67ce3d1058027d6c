#!/usr/bin/env node
// npm start: builds the web app when its sources are newer than the build, starts the demo
// LTI tool (peers/lti-tool) the demo courses launch, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnLtiTool } from '../peers/lti-tool/src/spawn.mjs';

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const built = 'apps/web/dist/index.html';
const sources = Math.max(newest('apps/web'), newest('packages'));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The tool trusts this portal as its platform: the issuer is the portal's public URL, derived
// as apps/server/src/config.ts does. The portal runs without it when it cannot start.
const portalUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
const tool = await spawnLtiTool({
  port: Number(process.env.LTI_TOOL_PORT ?? 3001),
  platforms: [{ issuer: portalUrl, clientId: 'demo-quiz-tool' }],
  dataFile: join(process.env.DATA_DIR ?? 'data', 'lti-tool.json'),
}).catch((error) => {
  console.error(`${error.message}\nThe portal starts without it: its LTI activities will not open.`);
  return undefined;
});
if (tool) console.log(`LTI tool: ${tool.url} (teacher's grading page: /grading, proctor's page: /proctoring)`);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await tool?.stop();
  process.exit(code ?? 0);
});
