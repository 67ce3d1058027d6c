/**
 * Issue 31 item 6: no secret that travels in an address reaches the logs, the metrics or
 * the error reports. A real server process (PGlite, request logs on, JSON as in
 * production) is signed in to through its identity provider, makes and reads a calendar
 * feed, and is sent every other secret-carrying address; then everything it printed and
 * its /metrics are searched for each secret. The routes with a secret in their path come
 * from the app's own route catalog, so a route added later is sent one too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPaths, REQUESTED_WITH_HEADER } from '@lp/contract';
import { CALENDAR_PATHS } from '@lp/contract/calendar';
import { LtiPaths } from '@lp/contract/lti';
import { PLAIN_PATH_PARAMS } from '../src/lib/logging/url-redaction.ts';
import { buildTestApp } from './app.ts';
import { createTestDb } from './db.ts';
import { HttpBrowser } from './http-browser.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const OPS_TOKEN = 'ops-token-secrets-in-logs-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'lp-secrets-'));
let server: ServerProcess;
/** Every secret the run sent or was given, by where it came from. */
const secrets = new Map<string, string>();
const secret = (what: string) => {
  const value = `s3cret${what.replace(/\W/g, '')}${Math.random().toString(36).slice(2, 10)}`;
  secrets.set(what, value);
  return value;
};

/** Path parameters of the app's routes that are not plain ids: each gets a secret of its own in its place. */
async function routesWithSecretPaths() {
  const db = await createTestDb();
  const app = await buildTestApp(db);
  const routes = app.routeCatalog.filter(
    (r) =>
      r.method === 'GET' && /:\w+/.test(r.url) && r.url.split('/').some((s) => s.startsWith(':') && !PLAIN_PATH_PARAMS.has(s.slice(1))),
  );
  await app.close();
  await db.close();
  return routes.map((r) =>
    r.url.replace(/:(\w+)/g, (_m, name: string) =>
      PLAIN_PATH_PARAMS.has(name) ? '00000000-0000-4000-8000-000000000000' : secret(`${r.url} :${name}`),
    ),
  );
}

beforeAll(async () => {
  server = await startServerProcess(
    // On its own embedded database even in the PostgreSQL run: a shared database may already
    // hold a tenant without the demo's people, and then the demo is not imported.
    { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_REQUESTS: '1', OPS_TOKEN, WORKER: 'false' },
    { readyWithinMs: 240_000 },
  );
}, 250_000);
afterAll(async () => {
  await server?.terminate();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('secrets in addresses never reach the logs, the metrics or the error reports', () => {
  it('a sign-in, a calendar feed, an answer link, a tool launch and every route with a secret in its path', async () => {
    const browser = new HttpBrowser(server.url);
    // A real sign-in: the provider's interaction id, the authorization code and state travel in addresses.
    const hops = await browser.signIn('learner@demo.test', 'learner');
    for (const [i, hop] of hops.entries()) {
      const url = new URL(hop, server.url);
      for (const name of ['code', 'state']) if (url.searchParams.get(name)) secrets.set(`sign-in ${name}`, url.searchParams.get(name)!);
      const uid = /\/(?:interaction|auth)\/([^/?]+)/.exec(url.pathname)?.[1];
      if (uid) secrets.set(`interaction ${i}`, uid);
    }
    expect([...secrets.keys()]).toEqual(expect.arrayContaining(['sign-in code', 'sign-in state']));
    secrets.set('session cookie', browser.cookie('lmsUser')!);

    // The calendar feed's secret address, made and read as a calendar program does.
    const feed = await browser.fetch(CALENDAR_PATHS.feed, { method: 'POST', headers: { [REQUESTED_WITH_HEADER]: 'XMLHttpRequest' } });
    const feedUrl = new URL(((await feed.json()) as { url: string }).url);
    secrets.set(
      'feed token',
      feedUrl.pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, ''),
    );
    expect((await fetch(`${server.url}${feedUrl.pathname}`)).status).toBe(200);

    // A knowledge check's answer link, opened directly and through the sign-in it leads to.
    const answerLink = `/learn/email-response-callback?answer=a.${secret('answer')}&workflowId=00000000-0000-4000-8000-000000000000`;
    await fetch(`${server.url}${answerLink}`);
    await fetch(`${server.url}${AuthPaths.login}?redirectUrl=${encodeURIComponent(`${server.url}${answerLink}`)}`, { redirect: 'manual' });
    // A sign-in's callback refused by the issuer: its code goes into an error report.
    const login = await fetch(`${server.url}${AuthPaths.login}`, { redirect: 'manual' });
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    secrets.set('refused state', state);
    await browser.fetch(`${AuthPaths.callback}?code=${secret('refused code')}&state=${state}`, {
      headers: {
        cookie: login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    // A tool's login coming back with a launch id, the learner and its own state and nonce (LTI 1.3 §5.1.1).
    const launch = new URLSearchParams({
      scope: 'openid',
      response_type: 'id_token',
      client_id: 'demo-quiz-tool',
      redirect_uri: 'http://localhost:3001/launch',
      response_mode: 'form_post',
      prompt: 'none',
      login_hint: secret('login hint'),
      lti_message_hint: secret('launch id'),
      state: secret('tool state'),
      nonce: secret('tool nonce'),
    });
    await browser.fetch(`${LtiPaths.authorize}?${launch}`);
    // Every route whose path carries a secret, and the same address Fastify cannot decode.
    for (const path of await routesWithSecretPaths()) {
      await browser.fetch(path);
      await browser.fetch(`${path}%zz`);
    }

    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } })).text();
    // The request lines are written when the answers have gone: wait for the last one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = server.output();
    for (const [what, value] of secrets) {
      expect(output.includes(value), `${what} (${value}) in the server's output`).toBe(false);
      expect(metrics.includes(value), `${what} (${value}) in /metrics`).toBe(false);
    }
    // The requests were logged, their secrets in their place.
    expect(output).toMatch(/"url":"\/api\/lms\/v1\/public\/calendar-feeds\/\[redacted\]/);
  }, 180_000);
});
