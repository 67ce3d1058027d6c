import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 31 item 11: a new user's first minutes. `npm start`, run as the README says (on a
 * new data folder and ports of its own), prints a short start whose last lines are the
 * address and the demo accounts; it prints no line per request unless LOG_REQUESTS=1
 * asks for them, and then as a line a person reads, not JSON.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const ACCOUNTS = ['learner@demo.test', 'learner2@demo.test', 'admin@demo.test', 'author@demo.test', 'instructor@demo.test'];
/** npm's two lines, the build, the tool, the mail catcher, the first start, four details, the address and the accounts. */
const MAX_LINES = 22;

const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
};

interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function npmStart(env: Record<string, string>): Promise<Started> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LOG_|SMTP_URL|LP_ENV|PUBLIC_URL|DATABASE_URL|WEB_DIST)/.test(name)),
  );
  const child = spawn('npm', ['start'], { cwd: repoRoot, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    },
  };
}

const lines = (text: string) => text.replace(/\s+$/, '').split('\n');

test.describe('npm start', () => {
  test.describe.configure({ mode: 'serial', timeout: 900_000 });
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-npm-start-'));
  let ports: Record<string, string>;
  let started: Started | undefined;

  test.beforeAll(async () => {
    const [port, tool, smtp, web, content] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    ports = {
      PORT: String(port),
      LTI_TOOL_PORT: String(tool),
      SMTP_PEER_PORT: String(smtp),
      SMTP_PEER_WEB_PORT: String(web),
      // The content origin (decision 0078): PORT + 1000 may be taken on a busy machine.
      CONTENT_PORT: String(content),
    };
  });
  test.afterEach(async () => {
    await started?.stop();
    started = undefined;
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('prints a short start that ends with the address and the demo accounts, and no line per request', async () => {
    started = await npmStart({ ...ports, DATA_DIR: dataDir });
    await expect.poll(() => started!.output(), { timeout: 600_000, intervals: [1000] }).toContain(`password: instructor`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const printed = lines(started.output());
    expect(printed.length, started.output()).toBeLessThanOrEqual(MAX_LINES);
    expect(
      printed.filter((line) => line.trimStart().startsWith('{')),
      'no JSON line',
    ).toEqual([]);
    const last = printed.slice(-7);
    expect(last[0]).toBe(`Learner portal: http://localhost:${ports.PORT}/learn`);
    expect(last[1]).toMatch(/^Sign in with a demo account/);
    ACCOUNTS.forEach((email, i) => expect(last[i + 2]).toContain(email));
    expect(printed.join('\n')).toMatch(/^Request logs: off \(LOG_REQUESTS=1/m);
    expect(printed.join('\n')).toContain(`Mail catcher: http://localhost:${ports.SMTP_PEER_WEB_PORT}`);

    const before = started.output();
    for (const path of ['/learn/', '/config-ui/config.json', '/favicon.ico'])
      expect((await fetch(`http://127.0.0.1:${ports.PORT}${path}`)).status).toBeLessThan(400);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(started.output()).toBe(before);
  });

  test('LOG_REQUESTS=1 prints one readable line per request', async () => {
    started = await npmStart({ ...ports, DATA_DIR: dataDir, LOG_REQUESTS: '1' });
    await expect.poll(() => started!.output(), { timeout: 300_000, intervals: [1000] }).toContain(`password: instructor`);
    expect(started.output()).toMatch(/^Request logs: on \(one line per request\)/m);
    expect((await fetch(`http://127.0.0.1:${ports.PORT}/config-ui/config.json`)).status).toBe(200);
    await expect.poll(() => started!.output(), { timeout: 10_000 }).toMatch(/^\d\d:\d\d:\d\d GET \/config-ui\/config\.json 200 \d+ ms$/m);
    expect(lines(started.output()).filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
  });
});
