import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type SignInLimitsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../../test/app.ts';
import { createTestDb } from '../../../test/db.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { openSignInForm, signedIn } from '../../../test/sign-in-form.ts';
import { accountKey } from './sign-in-keys.ts';

// Small numbers keep the test fast; the rules are the same at any size.
const limits: SignInLimitsConfig = {
  accountAttempts: 3,
  addressAttempts: 6,
  windowSeconds: 900,
  firstWaitSeconds: 30,
  maxWaitSeconds: 100,
};
const ada = { email: 'ada@example.test', password: 'lovelace' };
const grace = { email: 'grace@example.test', password: 'hopper' };

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDb();
  const tenantId = await seedTenant(db);
  await seedUser(db, tenantId, ada);
  await seedUser(db, tenantId, grace);
  app = await buildTestApp(db, { signIn: limits });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM sign_in_throttles');
});

/** Lets every wait run out, as if that much time had passed. */
const waitsRunOut = () => db.query(`UPDATE sign_in_throttles SET locked_until = now() - interval '1 second'`);
const addressOf = (i: number) => `203.0.113.${i}`;

async function statusesOf(tries: { email: string; password: string; ip: string; on?: FastifyInstance }[]) {
  const statuses: number[] = [];
  for (const t of tries) statuses.push((await (await openSignInForm(t.on ?? app)).submit(t.email, t.password, { ip: t.ip })).statusCode);
  return statuses;
}

describe('failed sign-ins to one account', () => {
  it('from many addresses: the failure reaching the limit and every try after it wait, even with the right password', async () => {
    const form = await openSignInForm(app);
    const statuses = [];
    for (let i = 1; i <= limits.accountAttempts; i++)
      statuses.push((await form.submit(ada.email, `guess-${i}`, { ip: addressOf(i) })).statusCode);
    expect(statuses).toEqual([401, 401, 429]);

    const right = await form.submit(ada.email, ada.password, { ip: addressOf(99) });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(limits.firstWaitSeconds - 3);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(limits.firstWaitSeconds);
    expect(right.body).toMatch(/role="alert">Too many failed sign-ins\. Please wait \d+ seconds and try again\./);
    expect(signedIn(right)).toBe(false);

    await waitsRunOut();
    expect(signedIn(await form.submit(ada.email, ada.password, { ip: addressOf(99) }))).toBe(true);
  });

  it('each failure after the limit doubles the wait, up to the maximum', async () => {
    const form = await openSignInForm(app);
    for (let i = 1; i < limits.accountAttempts; i++) await form.submit(ada.email, 'wrong');
    const waits = [];
    for (let i = 0; i < 3; i++) {
      waits.push(Number((await form.submit(ada.email, 'wrong', { ip: addressOf(i) })).headers['retry-after']));
      await waitsRunOut();
    }
    expect(waits).toEqual([30, 60, 100]);
  });

  it('is forgotten after a quiet window', async () => {
    const form = await openSignInForm(app);
    for (let i = 1; i <= limits.accountAttempts; i++) await form.submit(ada.email, 'wrong', { ip: addressOf(i) });
    await db.query(
      `UPDATE sign_in_throttles SET last_failure_at = now() - interval '16 minutes', locked_until = now() - interval '15 minutes 1 second'`,
    );
    expect((await form.submit(ada.email, 'wrong', { ip: addressOf(9) })).statusCode).toBe(401);
  });

  it('starts afresh after a successful sign-in', async () => {
    const tries = Array.from({ length: limits.accountAttempts - 1 }, (_, i) => ({ email: ada.email, password: 'wrong', ip: addressOf(i) }));
    expect(await statusesOf(tries)).toEqual([401, 401]);
    expect(signedIn(await (await openSignInForm(app)).submit(ada.email, ada.password, { ip: addressOf(50) }))).toBe(true);
    expect(await statusesOf(tries)).toEqual([401, 401]);
  });

  it('counts an address nobody has exactly like an existing account, so the limit tells nothing', async () => {
    const tries = (email: string) =>
      Array.from({ length: limits.accountAttempts + 1 }, (_, i) => ({ email, password: 'wrong', ip: addressOf(i) }));
    const known = await statusesOf(tries(ada.email));
    const unknown = await statusesOf(tries('nobody@example.test'));
    expect(unknown).toEqual(known);
    expect(known).toEqual([401, 401, 429, 429]);
  });

  it('counts the email in any case and with spaces around it as the same account', async () => {
    const statuses = await statusesOf(
      [' Ada@Example.Test', 'ADA@EXAMPLE.TEST', 'ada@example.test '].map((email, i) => ({ email, password: 'wrong', ip: addressOf(i) })),
    );
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('checks no more than the limit when many tries arrive at once', async () => {
    const form = await openSignInForm(app);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => form.submit(ada.email, `guess-${i}`, { ip: addressOf(i) })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.accountAttempts - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - (limits.accountAttempts - 1));
    // Only the tries checked were counted: the next failure sets the second wait, not a later one.
    await waitsRunOut();
    expect((await form.submit(ada.email, 'wrong')).headers['retry-after']).toBe(String(2 * limits.firstWaitSeconds));
  });
});

describe('failed sign-ins from one address', () => {
  it('to many accounts: the address waits, for the right password too, while other addresses do not', async () => {
    const ip = addressOf(7);
    const tries = Array.from({ length: limits.addressAttempts }, (_, i) => ({ email: `someone-${i}@example.test`, password: 'wrong', ip }));
    expect(await statusesOf(tries)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await (await openSignInForm(app)).submit(grace.email, grace.password, { ip })).statusCode).toBe(429);
    expect(signedIn(await (await openSignInForm(app)).submit(grace.email, grace.password, { ip: addressOf(8) }))).toBe(true);
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    const tries = Array.from({ length: limits.addressAttempts }, (_, i) => ({
      email: `v6-${i}@example.test`,
      password: 'wrong',
      ip: `2001:db8:1:2::${i + 1}`,
    }));
    expect((await statusesOf(tries)).at(-1)).toBe(429);
    expect((await (await openSignInForm(app)).submit(grace.email, grace.password, { ip: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429);
    expect(signedIn(await (await openSignInForm(app)).submit(grace.email, grace.password, { ip: '2001:db8:1:3::1' }))).toBe(true);
  });

  it('takes back a successful attempt, so people signing in well from one address never wait', async () => {
    const tries = Array.from({ length: limits.addressAttempts + 2 }, (_, i) => ({ ...(i % 2 ? ada : grace), ip: addressOf(3) }));
    const statuses = await statusesOf(tries);
    expect(statuses.every((s) => s === 303)).toBe(true);
  });
});

describe('several server processes', () => {
  it('count together: failures through two apps on one database lock the account in both', async () => {
    const other = await buildTestApp(db, { signIn: limits });
    try {
      const tries = Array.from({ length: limits.accountAttempts }, (_, i) => ({
        email: ada.email,
        password: 'wrong',
        ip: addressOf(i),
        on: i % 2 ? other : app,
      }));
      expect(await statusesOf(tries)).toEqual([401, 401, 429]);
      for (const on of [app, other])
        expect((await (await openSignInForm(on)).submit(ada.email, ada.password, { ip: addressOf(60) })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('the wait message', () => {
  it('is in the language the browser asks for, in minutes when long', async () => {
    await db.query(
      `INSERT INTO sign_in_throttles (tenant_id, kind, key, failures, last_failure_at, locked_until)
       SELECT id, 'address', '198.51.100.1', 9, now(), now() + interval '5 minutes' FROM tenants`,
    );
    const form = await openSignInForm(app);
    const res = await form.submit(ada.email, ada.password, { ip: '198.51.100.1', acceptLanguage: 'ar-AR' });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('dir="rtl"');
    expect(res.body).toContain('يُرجى الانتظار 5 دقائق');
    const en = await form.submit(ada.email, ada.password, { ip: '198.51.100.1' });
    expect(en.body).toContain('Please wait 5 minutes and try again.');
  });
});

describe('the audit log', () => {
  it('has one warning when a wait starts, naming the account by key and the address, never the password or the email', async () => {
    // Without a logger Fastify hands every request the app's own (silent) logger, so watching it sees the request's lines.
    const warn = vi.spyOn(app.log, 'warn');
    try {
      const form = await openSignInForm(app);
      for (let i = 1; i <= limits.accountAttempts; i++) await form.submit(ada.email, `secret-guess-${i}`, { ip: addressOf(40) });
      await form.submit(ada.email, 'secret-guess-refused', { ip: addressOf(40) });
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields] = warn.mock.calls[0]! as unknown as [Record<string, unknown>];
      expect(fields).toMatchObject({
        event: 'sign-in.locked',
        scope: 'account',
        account: accountKey(ada.email),
        address: addressOf(40),
        failures: limits.accountAttempts,
        waitSeconds: limits.firstWaitSeconds,
      });
      expect(fields.userId).toEqual(expect.any(String));
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/secret-guess|ada@example/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the limits from the environment', () => {
  it('default to 5 per account, 50 per address, waits from 30 s to 15 min, forgotten after 15 quiet minutes', () => {
    expect(loadConfig({}).signIn).toEqual({
      accountAttempts: 5,
      addressAttempts: 50,
      windowSeconds: 900,
      firstWaitSeconds: 30,
      maxWaitSeconds: 900,
    });
  });

  it('are read from SIGN_IN_*, and a value that is not a whole number of at least 1 keeps the default', () => {
    const env = {
      SIGN_IN_ACCOUNT_ATTEMPTS: '10',
      SIGN_IN_ADDRESS_ATTEMPTS: '0',
      SIGN_IN_WINDOW_SECONDS: '3600',
      SIGN_IN_FIRST_WAIT_SECONDS: '2.5',
      SIGN_IN_MAX_WAIT_SECONDS: '60',
    };
    expect(loadConfig(env).signIn).toEqual({
      accountAttempts: 10,
      addressAttempts: 50,
      windowSeconds: 3600,
      firstWaitSeconds: 30,
      maxWaitSeconds: 60,
    });
  });
});
