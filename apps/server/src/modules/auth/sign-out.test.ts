import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { signIn, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const seeded = setupTestApp({
  load: async (db) => {
    const tenantId = await seedTenant(db);
    await seedUser(db, tenantId, { email: 'ada@example.test', password: 'lovelace' });
  },
});

it('signing out also ends the identity provider session: the next sign-in asks for the password again', async () => {
  const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
  const host = new URL(TEST_PUBLIC_URL).host;
  const get = async (url: string) => {
    const u = new URL(url, TEST_PUBLIC_URL);
    const res = await seeded.app.inject({ url: u.pathname + u.search, headers: { cookie: jar.header(), host } });
    jar.store(res);
    return res;
  };
  const out = await seeded.app.inject({
    method: 'POST',
    url: '/oidc/logout',
    headers: { cookie: jar.header(), host, 'x-requested-with': 'XMLHttpRequest' },
  });
  jar.store(out);
  expect(out.statusCode).toBe(200);
  const page = await get(out.json<{ redirectUrl: string }>().redirectUrl);
  expect(page.statusCode).toBe(200);
  const action = /action="([^"]+)"/.exec(page.body)![1]!;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
  expect(page.body).toContain("i.name='logout'");
  const confirm = await seeded.app.inject({
    method: 'POST',
    url: new URL(action, TEST_PUBLIC_URL).pathname,
    headers: { cookie: jar.header(), host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  jar.store(confirm);
  expect(confirm.statusCode).toBe(303);
  expect(confirm.headers.location).toBe(`${TEST_PUBLIC_URL}/learn/`);
  let res = await get('/oidc/login');
  while (res.statusCode >= 300 && res.statusCode < 400 && !res.headers.location!.includes('/interaction/'))
    res = await get(res.headers.location!);
  expect(res.headers.location).toContain('/idp/interaction/');
});

// Decision 0053: the forbidden page's Sign out, for a browser signed in nowhere, ends at the
// provider's own self-submitting page; under the baseline policy its script never ran.
it("signing out of nothing goes through the provider's self-submitting page, its script allowed by hash", async () => {
  const host = new URL(TEST_PUBLIC_URL).host;
  const out = await seeded.app.inject({ url: '/oidc/logout', headers: { host } });
  expect(out.statusCode).toBe(302);
  const end = new URL(out.headers.location!, TEST_PUBLIC_URL);
  expect(end.pathname).toBe('/idp/session/end');
  const page = await seeded.app.inject({ url: end.pathname + end.search, headers: { host } });
  expect(page.statusCode).toBe(200);
  const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!;
  expect(script).toContain('submit()');
  expect(page.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
});
