#!/usr/bin/env node
// npm start: builds the web app when its sources are newer than the build, starts the demo
// LTI tool (peers/lti-tool) the demo courses launch, the mail catcher (peers/smtp) and, with
// LP_ENV=test, the analytics collector (peers/analytics), then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnLtiTool } from '../peers/lti-tool/src/spawn.mjs';
import { spawnSmtpPeer } from '../peers/smtp/src/spawn.mjs';
import { spawnAnalyticsPeer } from '../peers/analytics/src/spawn.mjs';

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
// The browser build and the server build that draws the first view (decision 0043).
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
const sources = Math.max(newest('apps/web'), newest('packages'));
if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources)) {
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

// The knowledge checks' e-mails (decision 0026) go to a local mail catcher unless SMTP_URL names a real server.
const mail = process.env.SMTP_URL
  ? undefined
  : await spawnSmtpPeer({ smtpPort: Number(process.env.SMTP_PEER_PORT ?? 2525), webPort: Number(process.env.SMTP_PEER_WEB_PORT ?? 2580), dir: join(process.env.DATA_DIR ?? 'data', 'mail') }).catch((error) => {
      console.error(`${error.message}\nThe portal starts without it: no knowledge-check e-mail is sent.`);
      return undefined;
    });
if (mail) console.log(`Mail catcher: ${mail.webUrl} (the portal's e-mails, also kept as .eml in ${join(process.env.DATA_DIR ?? 'data', 'mail')})`);

// Analytics runs only in test and prod (doc 1 §7, decision 0040): with LP_ENV=test and no endpoint
// named, the web's two loggers send to a local collector whose /received lists what came (prod
// asks for https endpoints of its own).
const wantsAnalytics = process.env.LP_ENV === 'test' && !process.env.ANALYTICS_EVENTS_URL && !process.env.DATA_LAKE_URL;
const analytics = wantsAnalytics
  ? await spawnAnalyticsPeer({ port: Number(process.env.ANALYTICS_PEER_PORT ?? 3095) }).catch((error) => {
      console.error(`${error.message}\nThe portal starts without it: analytics stays off.`);
      return undefined;
    })
  : undefined;
if (analytics) console.log(`Analytics collector: ${analytics.url}/received (what the web's loggers sent)`);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(mail && { SMTP_URL: mail.smtpUrl }),
    // The demo's courses launch the tool where it runs (read on the first start, when the demo is imported).
    ...(tool && { DEMO_LTI_TOOL_URL: tool.url }),
    ...(analytics && { ANALYTICS_EVENTS_URL: analytics.eventsUrl, DATA_LAKE_URL: analytics.dataLakeUrl }),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await Promise.all([tool?.stop(), mail?.stop(), analytics?.stop()]);
  process.exit(code ?? 0);
});
