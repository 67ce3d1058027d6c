import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../../test/app.ts';
import { createTestDb } from '../../../test/db.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { openSignInForm, type SignInForm } from '../../../test/sign-in-form.ts';

// Enumeration by timing: a refused sign-in must cost the same whether or not the email
// belongs to an account that could sign in here. Limits out of the way: this is about the work.
const noLimits = { accountAttempts: 100_000, addressAttempts: 100_000, windowSeconds: 900, firstWaitSeconds: 1, maxWaitSeconds: 1 };

let db: Db;
let app: FastifyInstance;
let form: SignInForm;
beforeAll(async () => {
  db = await createTestDb();
  const tenantId = await seedTenant(db);
  await seedUser(db, tenantId, { email: 'known@example.test', password: 'right' });
  await seedUser(db, tenantId, { email: 'gone@example.test', password: 'right' });
  await db.query(`UPDATE users SET is_active = false WHERE email = 'gone@example.test'`);
  // Signs in only through an external issuer: no password here.
  await seedUser(db, tenantId, { email: 'external@example.test' });
  await db.query(`UPDATE users SET password_hash = NULL WHERE email = 'external@example.test'`);
  app = await buildTestApp(db, { signIn: noLimits });
  form = await openSignInForm(app);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/**
 * The processor time one refused sign-in costs this process (scrypt runs on libuv's
 * threads, which count too). Processor time rather than elapsed time: other work on a
 * loaded machine stretches elapsed time, not what this request itself computes.
 */
async function cpuMicros(email: string): Promise<number> {
  const before = process.cpuUsage();
  const res = await form.submit(email, 'wrong-password');
  const used = process.cpuUsage(before);
  expect(res.statusCode).toBe(401);
  return used.user + used.system;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a refused sign-in does the same work for every email', () => {
  it('an unknown email, a deactivated account and one without a password here cost what a wrong password costs', async () => {
    const cases = ['known@example.test', 'nobody@example.test', 'gone@example.test', 'external@example.test'];
    const samples = new Map(cases.map((email) => [email, [] as number[]]));
    await cpuMicros('known@example.test'); // warm-up
    // Interleaved, so a slow moment falls on every case alike.
    for (let round = 0; round < 15; round++) for (const email of cases) samples.get(email)!.push(await cpuMicros(email));
    const known = median(samples.get('known@example.test')!);
    for (const email of cases.slice(1)) {
      // A password hash takes tens of milliseconds; without one a refusal costs a few. Half to double is the same work.
      const ratio = median(samples.get(email)!) / known;
      expect(ratio, `${email}: ${median(samples.get(email)!)} µs against ${known} µs`).toBeGreaterThan(0.5);
      expect(ratio, `${email}: ${median(samples.get(email)!)} µs against ${known} µs`).toBeLessThan(2);
    }
  });

  it('a deactivated account is refused with its right password, as if it did not exist', async () => {
    const gone = await form.submit('gone@example.test', 'right');
    const nobody = await form.submit('nobody@example.test', 'right');
    expect(gone.statusCode).toBe(401);
    expect(gone.body).toBe(nobody.body.replace('nobody@example.test', 'gone@example.test'));
  });
});
