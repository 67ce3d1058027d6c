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

// `npm start` runs this on the Node that comes with the project (node_modules/.bin/node);
// run by hand on an older Node, the server would fail later with a less helpful message.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This is Node ${process.versions.node}; the portal needs 22.12 or later. Start it with npm start, which uses the Node 24 that comes with the project.`,
  );
  process.exit(1);
}

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
// The browser build and the server build that draws the first view (decision 0043). Vite's
// few hundred lines are kept for a failure: a working build is one line, so the address and
// the accounts printed last stay on screen (issue 31 item 11).
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
const sources = Math.max(newest('apps/web'), newest('packages'));
if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources)) {
  process.stdout.write('Building the web app… ');
  const startedAt = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (r.status !== 0) {
    console.log('failed:');
    console.error(`${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}`);
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
} else {
  console.log('Web app: built already (sources unchanged).');
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
if (tool) console.log(`LTI tool: ${tool.url} (grading: ${tool.url}/grading, proctoring: ${tool.url}/proctoring)`);

// The knowledge checks' e-mails (decision 0026) go to a local mail catcher unless SMTP_URL names a real server.
const mail = process.env.SMTP_URL
  ? undefined
  : await spawnSmtpPeer({
      smtpPort: Number(process.env.SMTP_PEER_PORT ?? 2525),
      webPort: Number(process.env.SMTP_PEER_WEB_PORT ?? 2580),
      dir: join(process.env.DATA_DIR ?? 'data', 'mail'),
    }).catch((error) => {
      console.error(`${error.message}\nThe portal starts without it: no knowledge-check e-mail is sent.`);
      return undefined;
    });
if (mail)
  console.log(`Mail catcher: ${mail.webUrl} (SMTP ${mail.smtpUrl}; e-mails kept in ${join(process.env.DATA_DIR ?? 'data', 'mail')})`);

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
    // For a person at a terminal: readable lines, and none per request unless asked for
    // (LOG_REQUESTS=1). The server run on its own keeps JSON lines for a log collector.
    LOG_FORMAT: 'text',
    LOG_REQUESTS: '0',
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
