import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@lp/contract';
import { CookieJar, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * Login CSRF (security issue 9 item 3): a sign-in is finished only in the browser that
 * began it. Someone who stops their own sign-in at the callback and sends that link to a
 * victim must not sign the victim in as themselves.
 */
const seeded = setupTestApp({
  load: async (db) => {
    const tenantId = await seedTenant(db);
    await seedUser(db, tenantId, { email: 'mallory@example.test', password: 'mallory' });
    await seedUser(db, tenantId, { email: 'victim@example.test', password: 'victim' });
  },
});

const host = new URL(TEST_PUBLIC_URL).host;
const open = async (app: FastifyInstance, jar: CookieJar, url: string) => {
  const u = new URL(url, TEST_PUBLIC_URL);
  const res = await app.inject({ url: u.pathname + u.search, headers: { cookie: jar.header(), host } });
  jar.store(res);
  return res;
};

/** Signs in at the identity provider in `jar` and stops where the browser would open the portal's callback. */
async function callbackUrlOf(app: FastifyInstance, jar: CookieJar, email: string, password: string) {
  let res = await open(app, jar, `/oidc/login?redirectUrl=${encodeURIComponent(`${TEST_PUBLIC_URL}/learn/`)}`);
  while (!res.headers.location!.includes('/interaction/')) res = await open(app, jar, res.headers.location!);
  const interaction = new URL(res.headers.location!, TEST_PUBLIC_URL).pathname;
  await open(app, jar, interaction);
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(res);
  while (!res.headers.location!.includes('/oidc/callback')) res = await open(app, jar, res.headers.location!);
  return res.headers.location!;
}

describe('the sign-in callback is bound to the browser that began the sign-in', () => {
  it('a victim who opens someone else’s callback link is not signed in; the one who began it still is', async () => {
    const mallory = new CookieJar();
    const link = await callbackUrlOf(seeded.app, mallory, 'mallory@example.test', 'mallory');

    for (const victim of [
      new CookieJar(),
      await (async () => {
        // A victim with a sign-in of their own in flight has a binding cookie too: still not theirs.
        const jar = new CookieJar();
        await open(seeded.app, jar, '/oidc/login');
        return jar;
      })(),
    ]) {
      const res = await open(seeded.app, victim, link);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/oidc/login');
      expect(victim.get(SESSION_COOKIE)).toBeUndefined();
    }

    const own = await open(seeded.app, mallory, link);
    expect(own.headers.location).toContain('/learn/login-callback');
    expect(mallory.get(SESSION_COOKIE)).toBeTruthy();
  });

  it('the binding cookie is httpOnly, SameSite=Lax, sent only to the callback, and short-lived', async () => {
    const res = await seeded.app.inject({ url: '/oidc/login', headers: { host } });
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }[]).find(
      (c) => c.name === 'lmsSignIn',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oidc/callback', maxAge: 600 });
  });

  it('a callback is single use: replayed in the same browser it signs nobody in again', async () => {
    const jar = new CookieJar();
    const link = await callbackUrlOf(seeded.app, jar, 'victim@example.test', 'victim');
    const binding = jar.get('lmsSignIn')!;
    const first = await open(seeded.app, jar, link);
    expect(first.headers.location).toContain('/learn/login-callback');
    // The same browser's binding, without the session the first callback made.
    const replayJar = new CookieJar();
    replayJar.store({ cookies: [{ name: 'lmsSignIn', value: binding }] } as never);
    const replay = await open(seeded.app, replayJar, link);
    expect(replay.headers.location).toBe('/oidc/login');
    expect(replayJar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('bad state values are a clean refusal, not an error', async () => {
    for (const state of ['', '%00', 'x'.repeat(5000), '%E0%A4%A']) {
      const res = await seeded.app.inject({ url: `/oidc/callback?state=${state}&code=x`, headers: { host } });
      expect(res.statusCode, state).toBeLessThan(500);
    }
  });
});
