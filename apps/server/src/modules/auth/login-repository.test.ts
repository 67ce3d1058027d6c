import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { findUserForSignIn } from './login-repository.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.close();
});

// A learner's first sign-in through an outside identity provider, in two tabs at once: each
// looks for the subject (not linked yet), one links it by e-mail, then the other tries to.
it('a first sign-in in two tabs at once signs in both: the second finds the subject linked by the first', async () => {
  const tenantId = await seedTenant(db);
  const userId = await seedUser(db, tenantId, { email: 'ana@example.test' });
  const claims = { sub: 'idp|ana', email: 'Ana@Example.test', emailVerified: true };
  // The second tab's look-up answers "not linked"; the first tab links the subject right after it.
  const secondTab: Queryable = {
    exec: (script) => db.exec(script),
    query: async <T>(text: string, params?: readonly unknown[]) => {
      const rows = await db.query<T>(text, params);
      if (/oidc_subject = \$2/.test(text) && /^\s*SELECT/i.test(text))
        expect(await findUserForSignIn(db, tenantId, claims, false)).toBe(userId);
      return rows;
    },
  };
  expect(await findUserForSignIn(secondTab, tenantId, claims, false)).toBe(userId);
  // Another subject with the same e-mail is still refused: the account is linked to the first.
  expect(
    await findUserForSignIn(db, tenantId, { sub: 'idp|someone-else', email: 'ana@example.test', emailVerified: true }, false),
  ).toBeUndefined();
});

it('links a first sign-in by e-mail only when the issuer says it verified the address', async () => {
  const tenantId = await seedTenant(db);
  const userId = await seedUser(db, tenantId, { email: 'bea@example.test' });
  const unverified = { sub: 'idp|bea', email: 'bea@example.test', emailVerified: false };
  expect(await findUserForSignIn(db, tenantId, unverified, false)).toBeUndefined();
  const [row] = await db.query<{ oidc_subject: string | null }>('SELECT oidc_subject FROM users WHERE id = $1', [userId]);
  expect(row!.oidc_subject).toBeNull();
  expect(await findUserForSignIn(db, tenantId, { ...unverified, emailVerified: true }, false)).toBe(userId);
});
