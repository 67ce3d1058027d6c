import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/app.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { until } from '../../../test/process-support.ts';
import { loadConfig } from '../../config.ts';
import { isSessionLive } from '../../plugins/session.ts';

/**
 * Sessions end after the tenant's inactivity limit and, however busy, at an absolute
 * lifetime from sign-in (security issue 9 item 13; SESSION_MAX_AGE_SECONDS, 12 h by default).
 */
const seeded = setupTestApp({
  load: async (db) => {
    const tenantId = await seedTenant(db);
    await seedUser(db, tenantId, { email: 'ada@example.test', password: 'lovelace' });
  },
});

describe('absolute session lifetime', () => {
  it('is 12 hours unless configured', () => {
    expect(loadConfig({}).sessionMaxAgeSeconds).toBe(12 * 3600);
    expect(loadConfig({ SESSION_MAX_AGE_SECONDS: '3600' }).sessionMaxAgeSeconds).toBe(3600);
    expect(loadConfig({ SESSION_MAX_AGE_SECONDS: 'soon' }).sessionMaxAgeSeconds).toBe(12 * 3600);
  });

  it.each([
    ['active and young', 0, 0, true],
    ['idle past the inactivity limit', 7201, 7201, false],
    ['active a minute ago but older than the lifetime', 60, 12 * 3600 + 1, false],
    ['active, just under the lifetime', 60, 12 * 3600 - 1, true],
  ])('%s', (_case, idleSeconds, ageSeconds, live) => {
    const now = Date.now();
    expect(
      isSessionLive({ lastSeenAt: new Date(now - idleSeconds * 1000), createdAt: new Date(now - ageSeconds * 1000) }, 7200, 12 * 3600, now),
    ).toBe(live);
  });

  it('a session in use all along still ends 12 hours after sign-in: the next call is 401 session expired and the row is gone', async () => {
    const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
    const me = () => seeded.app.inject({ url: '/api/platform/v1/users/me', headers: { cookie: jar.header() } });
    expect((await me()).statusCode).toBe(200);
    await seeded.db.query(`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', last_seen_at = now()`);
    // Time moved back by hand reaches a process that keeps the session by the database's notice (decision 0037): moments later.
    const res = await until(
      async () => {
        const answer = await me();
        return answer.statusCode === 401 ? answer : undefined;
      },
      2_000,
      () => 'the session past its lifetime still answers',
      20,
    );
    expect(res.json().code).toBe('sessionExpired');
    const [left] = await seeded.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(left!.n).toBe(0);
  });
});
