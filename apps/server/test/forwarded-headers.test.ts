import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuthPaths } from '@lp/contract';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { buildTestApp, CookieJar, TEST_PUBLIC_URL } from './app.ts';
import { createTestDb } from './db.ts';
import { seedTenant, seedUser } from './seed.ts';

/**
 * Forwarded headers (security issue 9 item 9) are believed only from the proxies the
 * operator names: no client picks the tenant it is served, or the host the identity
 * provider sends browsers to. The tenant comes from the host the request was made to,
 * matched against the hosts the tenants are configured with.
 */
let db: Db;
let direct: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  db = await createTestDb();
  const main = await seedTenant(db);
  await db.query(`UPDATE tenants SET name = 'Main tenant' WHERE id = $1`, [main]);
  await seedUser(db, main, { email: 'ada@example.test', password: 'lovelace' });
  const second = await seedTenant(db);
  await db.query(`UPDATE tenants SET name = 'Second tenant', host = 't2.test' WHERE id = $1`, [second]);
  direct = await buildTestApp(db);
  proxied = await buildTestApp(db, { trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await db?.close();
});

const tenantName = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await app.inject({ url: AuthPaths.configUi, headers })).json<{ theme: { name: string } }>().theme.name;

describe('forwarded headers', () => {
  it('without trusted proxies, X-Forwarded-Host cannot choose the tenant; the host a client really asked for does', async () => {
    expect(await tenantName(direct, { host: 'localhost:3999', 'x-forwarded-host': 't2.test' })).toBe('Main tenant');
    expect(await tenantName(direct, { host: 't2.test' })).toBe('Second tenant');
    expect(await tenantName(direct, { host: 'unknown.test' })).toBe('Main tenant');
  });

  it('from a trusted proxy, its X-Forwarded-Host picks the tenant', async () => {
    expect(await tenantName(proxied, { host: 'localhost:3999', 'x-forwarded-host': 't2.test' })).toBe('Second tenant');
  });

  it('no forged host reaches a redirect of the sign-in, at the portal or at the identity provider — proxies trusted or not', async () => {
    for (const app of [direct, proxied]) {
      const jar = new CookieJar();
      const forged = { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' };
      const locations: string[] = [];
      const follow = async (first: Awaited<ReturnType<typeof app.inject>>) => {
        let res = first;
        jar.store(res);
        for (let i = 0; i < 8 && res.statusCode >= 300 && res.statusCode < 400; i++) {
          locations.push(res.headers.location!);
          const next = new URL(res.headers.location!, TEST_PUBLIC_URL);
          res = await app.inject({
            url: next.pathname + next.search,
            headers: { host: 'localhost:3999', cookie: jar.header(), ...forged },
          });
          jar.store(res);
        }
        return res;
      };
      await follow(
        await app.inject({
          url: `${AuthPaths.login}?redirectUrl=${encodeURIComponent(`${TEST_PUBLIC_URL}/learn/`)}`,
          headers: { host: 'localhost:3999', ...forged },
        }),
      );
      // The identity provider's form, posted with the forged headers: its answer resumes the sign-in by an absolute URL.
      const interaction = new URL(locations.at(-1)!, TEST_PUBLIC_URL).pathname;
      await follow(
        await app.inject({
          method: 'POST',
          url: `${interaction}/login`,
          headers: { host: 'localhost:3999', cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...forged },
          payload: 'email=ada%40example.test&password=lovelace',
        }),
      );
      expect(locations.some((l) => l.includes('/learn/login-callback'))).toBe(true);
      expect(locations.filter((l) => l.includes('evil.test'))).toEqual([]);
      expect(locations.filter((l) => /^https?:/.test(l)).every((l) => l.startsWith(TEST_PUBLIC_URL))).toBe(true);
    }
  });
});

describe('listening address (item 14)', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' }).trustedProxies).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
