import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { buildContentApp } from '../src/content-app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { checkAnswersAgainstDocument } from './answers-match-document.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3999';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LP_ENV: 'test' }), webDist: '/nonexistent', worker: true, ...overrides };
}

/**
 * For a file that sends faster than any learner on purpose (many posts at once): the call
 * budgets off (decision 0058). The budgets have their own tests (call-limits.test.ts).
 */
export const WITHOUT_CALL_LIMITS: Partial<ServerConfig> = { callLimits: { enabled: false, addressFactor: 1 } };

export async function buildTestApp(db: Db, overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(overrides) });
  checkAnswersAgainstDocument(app);
  await app.ready();
  return app;
}

/** A tiny cookie jar for following the sign-in redirects through inject. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/**
 * Goes through the whole authorization-code + PKCE sign-in at the bundled provider
 * like a browser would, and returns the jar holding the portal's session cookie.
 */
export async function signIn(app: FastifyInstance, email: string, password: string, redirectUrl = `${TEST_PUBLIC_URL}/learn/courses`) {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const u = new URL(url, TEST_PUBLIC_URL);
    const res = await app.inject({ method: 'GET', url: u.pathname + u.search, headers: { cookie: jar.header(), host: u.host } });
    jar.store(res);
    return res;
  };
  let res = await get(`/oidc/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  // → /idp/auth → /idp/interaction/:uid
  while (res.statusCode >= 300 && res.statusCode < 400 && !res.headers.location!.includes('/interaction/'))
    res = await get(res.headers.location!);
  const interaction = new URL(res.headers.location!, TEST_PUBLIC_URL).pathname;
  res = await get(interaction);
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), host: new URL(TEST_PUBLIC_URL).host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(res);
  const trail: string[] = [];
  while (res.statusCode >= 300 && res.statusCode < 400 && trail.length < 10) {
    trail.push(res.headers.location!);
    res = await get(res.headers.location!);
    if (trail.at(-1)!.includes('/learn/login-callback')) break;
  }
  return { jar, trail, last: res };
}

/**
 * Request headers of signed-in users by name, each signed in once: the account's email is
 * `emailOf(name)` and its password the name (as the test fixtures make them).
 */
export function sessionsByName(app: () => FastifyInstance, emailOf: (name: string) => string) {
  const headers = new Map<string, Promise<Record<string, string>>>();
  return (name: string): Promise<Record<string, string>> => {
    let signedIn = headers.get(name);
    if (!signedIn) {
      signedIn = signIn(app(), emailOf(name), name).then(({ jar }) => ({ cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' }));
      headers.set(name, signedIn);
    }
    return signedIn;
  };
}

/** The content origin's app (decision 0078) on the same database, with the test settings. */
export async function buildTestContentApp(db: Db, overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildContentApp({ db, config: testConfig(overrides) });
  await app.ready();
  return app;
}
