import { describe, expect, it } from 'vitest';
import { signIn, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { until } from '../../../test/process-support.ts';

const seeded = setupTestApp({
  load: async (db) => {
    const tenantId = await seedTenant(db);
    await seedUser(db, tenantId, { email: 'ada@example.test', password: 'lovelace', firstName: 'Ada', lastName: 'Lovelace' });
    await seedUser(db, tenantId, { email: 'boss@example.test', password: 'boss', roles: ['Administrator'] });
  },
});

describe('sign-in through the bundled identity provider', () => {
  it('completes authorization code + PKCE and lands on /learn/login-callback with the redirect kept', async () => {
    const { jar, trail } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    expect(trail.at(-1)).toBe(`/learn/login-callback?redirectUrl=${encodeURIComponent(`${TEST_PUBLIC_URL}/learn/courses`)}`);
    const me = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace', roles: ['Learner'] });
  });

  it('sets lmsUser as an httpOnly, SameSite=Lax cookie', async () => {
    const res = await seeded.app.inject({ url: '/oidc/login' });
    expect(res.statusCode).toBe(302);
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    expect(jar.get('lmsUser')).toBeTruthy();
  });

  it('refuses a wrong password with the form again and no session', async () => {
    const { last, jar } = await signIn(seeded.app, 'ada@example.test', 'wrong');
    expect(last.statusCode).toBe(401);
    expect(last.body).toContain('role="alert"');
    expect(jar.get('lmsUser')).toBeUndefined();
  });

  it.each([
    ['another host', 'https://evil.example/steal'],
    ['plain http on another host', 'http://evil.example/'],
    ['a javascript: url', 'javascript:alert(1)'],
  ])('replaces a redirectUrl on %s with the client root', async (_name, target) => {
    const { trail } = await signIn(seeded.app, 'ada@example.test', 'lovelace', target);
    expect(trail.at(-1)).toBe(`/learn/login-callback?redirectUrl=${encodeURIComponent('/learn/')}`);
  });

  it('a replayed callback state starts sign-in again instead of creating a session', async () => {
    const res = await seeded.app.inject({ url: '/oidc/callback?code=abc&state=never-issued' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/oidc/login');
    expect(res.cookies.find((c) => c.name === 'lmsUser')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('answers 401 to API calls without a session', async () => {
    const res = await seeded.app.inject({ url: '/api/platform/v1/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('treats a tampered cookie as no session and clears it', async () => {
    const res = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: 'lmsUser=forged-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sessionExpired');
    expect(res.cookies.find((c) => c.name === 'lmsUser')?.value).toBe('');
  });

  it('ends a session idle for longer than the tenant limit, on the server', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    await seeded.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 minute'`);
    // Time moved back by hand reaches a process that keeps the session by the database's notice (decision 0037): moments later.
    const res = await until(
      async () => {
        const answer = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
        return answer.statusCode === 401 ? answer : undefined;
      },
      2_000,
      () => 'the session idle past the limit still answers',
      20,
    );
    expect(res.json().code).toBe('sessionExpired');
    const again = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(again.statusCode).toBe(401);
  });

  it('keeps a session that was active within the limit', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    await seeded.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour 59 minutes'`);
    // The request moves the inactivity clock on: the limit counts from now again (once the
    // hand-made change has reached a process that keeps the session, decision 0037).
    const idle = async () =>
      (await seeded.db.query<{ idle: number }>(`SELECT extract(epoch FROM now() - max(last_seen_at))::float AS idle FROM sessions`))[0]!
        .idle;
    await until(
      async () => {
        const res = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
        expect(res.statusCode).toBe(200);
        return (await idle()) < 60 ? true : undefined;
      },
      2_000,
      () => 'the request did not move the inactivity clock on',
      20,
    );
  });

  it('writes the last-seen time at most once a minute, not on every request', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    await seeded.db.query(`UPDATE sessions SET last_seen_at = now() - interval '30 seconds'`);
    const [before] = await seeded.db.query<{ at: Date }>('SELECT max(last_seen_at) AS at FROM sessions');
    const res = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(res.statusCode).toBe(200);
    const [after] = await seeded.db.query<{ at: Date }>('SELECT max(last_seen_at) AS at FROM sessions');
    expect(new Date(after!.at).getTime()).toBe(new Date(before!.at).getTime());
  });

  it('signs out: the session is deleted and the browser goes to the provider to end its session', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    const out = await seeded.app.inject({
      method: 'POST',
      url: '/oidc/logout',
      headers: { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().redirectUrl).toContain(`${TEST_PUBLIC_URL}/idp/session/end`);
    const me = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a state-changing call without X-Requested-With', async () => {
    const { jar } = await signIn(seeded.app, 'boss@example.test', 'boss');
    const res = await seeded.app.inject({ method: 'POST', url: '/oidc/impersonate', headers: { cookie: jar.header() }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('missingRequestedWith');
  });
});

describe('impersonation', () => {
  it('lets an administrator act as a learner and come back', async () => {
    const { jar } = await signIn(seeded.app, 'boss@example.test', 'boss');
    const [ada] = await seeded.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'ada@example.test'`);
    const headers = { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' };
    const start = await seeded.app.inject({ method: 'POST', url: '/oidc/impersonate', headers, payload: { userId: ada!.id } });
    expect(start.statusCode).toBe(200);
    jar.store(start);
    const me = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(me.json()).toMatchObject({ email: 'ada@example.test', impersonator: { name: expect.stringContaining('Test') } });
    const stop = await seeded.app.inject({
      method: 'POST',
      url: '/oidc/stop-impersonation',
      headers: { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    jar.store(stop);
    const back = await seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect(back.json()).toMatchObject({ email: 'boss@example.test', impersonator: null });
  });

  it('refuses an administrator signing in as themselves, and keeps their session as it was', async () => {
    const { jar } = await signIn(seeded.app, 'boss@example.test', 'boss');
    const headers = { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' };
    const self = (await seeded.app.inject({ url: '/api/platform/v1/users/me', headers })).json().id as string;
    const res = await seeded.app.inject({ method: 'POST', url: '/oidc/impersonate', headers, payload: { userId: self } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.general[0]).toMatch(/yourself/);
    expect((await seeded.app.inject({ url: '/api/platform/v1/users/me', headers })).json()).toMatchObject({ id: self, impersonator: null });
  });

  it('refuses impersonation to a learner', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    const res = await seeded.app.inject({
      method: 'POST',
      url: '/oidc/impersonate',
      headers: { cookie: jar.header(), 'x-requested-with': 'XMLHttpRequest' },
      payload: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown API path', 'GET', '/api/lms/v1/nope', 404, undefined],
    ['an unknown path with a method used elsewhere', 'POST', '/api/lms/v1/no-such-call', 404, undefined],
    // A path that exists answers another method with 405 and the methods it takes.
    ['a wrong method', 'DELETE', '/config-ui/config.json', 405, 'GET, HEAD'],
    ['a wrong method on an API path', 'PATCH', '/api/platform/v1/users/me', 405, 'GET, HEAD'],
    ['a wrong method on a command', 'DELETE', '/api/lms/v1/start-objective-workflows', 405, 'POST'],
    [
      'a wrong method on a path with an id',
      'PUT',
      '/api/lms/v1/objective-workflows/00000000-0000-4000-8000-000000000001',
      405,
      'GET, HEAD',
    ],
  ])('answers %s with the error shape', async (_n, method, url, status, allow) => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    const res = await seeded.app.inject({ method: method as 'GET', url, headers: { cookie: jar.header(), 'x-requested-with': 'x' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ status, errors: { general: [expect.any(String)] } });
  });

  it('answers an oversized body with 413, not 500', async () => {
    const { jar } = await signIn(seeded.app, 'boss@example.test', 'boss');
    const res = await seeded.app.inject({
      method: 'POST',
      url: '/oidc/impersonate',
      headers: { cookie: jar.header(), 'x-requested-with': 'x', 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers malformed JSON with 400', async () => {
    const { jar } = await signIn(seeded.app, 'boss@example.test', 'boss');
    const res = await seeded.app.inject({
      method: 'POST',
      url: '/oidc/impersonate',
      headers: { cookie: jar.header(), 'x-requested-with': 'x', 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('runtime configuration', () => {
  it('serves the tenant configuration publicly with defaults filled in', async () => {
    const res = await seeded.app.inject({ url: '/config-ui/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      environment: 'test',
      sessionInactivitySeconds: 7200,
      navigation: { catalog: true, rooms: false },
      widgets: { feedback: true },
    });
  });
});
