// Starts the portal for the browser tests on a new embedded database: the demo LTI tool, the
// demo data, then the browser tests' own data (e2e/imports/*.json: courses and accounts no
// demo journey shares), all in one import process (e2e/import-all.ts), then the server. Both are imported
// from copies that name the run's own tool (see below).
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { spawnLtiTool } from '../peers/lti-tool/src/spawn.mjs';
import { spawnSmtpPeer } from '../peers/smtp/src/spawn.mjs';
import { spawnAnalyticsPeer } from '../peers/analytics/src/spawn.mjs';

const dataDir = process.env.DATA_DIR ?? '.cache/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// Parallel browser runs each need their own tool (its sessions and attempts are its own), so
// a run on port P starts one on P+1000 and imports a copy of the demo data that registers
// the tool there instead of at the demo's http://localhost:3001.
const port = Number(process.env.PORT ?? 3000);
const toolPort = port + 1000;
const tool = await spawnLtiTool({
  port: toolPort,
  platforms: [{ issuer: (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''), clientId: 'demo-quiz-tool' }],
  keyFile: join(dataDir, 'lti-tool-key.json'),
});
// The knowledge checks' e-mails go to a mail catcher of the run's own: its page (and
// /api/messages) on P+2000, where e2e/tests/knowledge-check-answer.spec.ts reads them.
const mail = await spawnSmtpPeer({ smtpPort: 0, webPort: port + 2000, dir: join(dataDir, 'mail') });
// The web's analytics loggers (LP_ENV=test, decision 0040) send to a collector of the run's own
// on any free port; e2e/tests/analytics.spec.ts finds it through the runtime configuration.
const analytics = await spawnAnalyticsPeer({ port: 0 });
const stopPeers = () => Promise.all([tool.stop(), mail.stop(), analytics.stop()]);
const demoDir = 'apps/server/demo';
const demo = readFileSync(join(demoDir, 'demo.json'), 'utf8').replaceAll('http://localhost:3001', `http://localhost:${toolPort}`);
const demoCopy = join(dataDir, 'demo.json');
writeFileSync(demoCopy, demo);
// The demo names its files relative to its own folder: the copy finds them through links.
for (const entry of readdirSync(demoDir, { withFileTypes: true })) {
  if (entry.isDirectory()) symlinkSync(resolve(demoDir, entry.name), join(dataDir, entry.name), 'dir');
}

// The browser tests' own data may register activities with the same tool: its copies get the
// same rewrite, beside links to the folders their files are named relative to.
const ownDir = 'e2e/imports';
const ownCopies = join(dataDir, 'imports');
mkdirSync(ownCopies);
const own = [];
for (const entry of readdirSync(ownDir, { withFileTypes: true })) {
  if (entry.isDirectory()) symlinkSync(resolve(ownDir, entry.name), join(ownCopies, entry.name), 'dir');
  else if (entry.name.endsWith('.json')) {
    const copy = join(ownCopies, entry.name);
    writeFileSync(copy, readFileSync(join(ownDir, entry.name), 'utf8').replaceAll('http://localhost:3001', `http://localhost:${toolPort}`));
    own.push(copy);
  }
}
// All of them in one process (e2e/import-all.ts): the database is opened once, not once per file.
const run = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/import-all.ts', demoCopy, ...own], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: process.env,
});
if (run.status !== 0) {
  await stopPeers();
  process.exit(run.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The content origin (decision 0078) off P+1000 (this run's LTI tool) and P+2000 (its mail catcher).
    CONTENT_PORT: process.env.CONTENT_PORT ?? String(port + 3000),
    SMTP_URL: mail.smtpUrl,
    KNOWLEDGE_CHECK_POLL_SECONDS: '2',
    ANALYTICS_EVENTS_URL: analytics.eventsUrl,
    DATA_LAKE_URL: analytics.dataLakeUrl,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await stopPeers();
  process.exit(code ?? 0);
});
