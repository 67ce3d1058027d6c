import { expect, it } from 'vitest';
import { signIn, TEST_PUBLIC_URL } from '../../../test/app.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * The pages the browser opens itself (sign-out, the identity provider's, the frame bridge) are
 * in the language the learner chose in the app, which it keeps in the lp.locale cookie, not in
 * the browser's Accept-Language: Arabic chosen in the app gave English sign-in and sign-out pages.
 */
const seeded = setupTestApp({
  load: async (db) => {
    const tenantId = await seedTenant(db);
    await seedUser(db, tenantId, { email: 'ada@example.test', password: 'lovelace' });
  },
});
const host = new URL(TEST_PUBLIC_URL).host;
const ARABIC_PAGE = /<html lang="ar-AR" dir="rtl">/;

it('sign-out, sign-in and the frame bridge speak the language chosen in the app, not the browser’s', async () => {
  const { jar } = await signIn(seeded.app, 'ada@example.test', 'lovelace');
  const get = async (url: string, chosen = 'ar-AR', session = true) => {
    const u = new URL(url, TEST_PUBLIC_URL);
    const cookie = [session ? jar.header() : '', `lp.locale=${chosen}`].filter(Boolean).join('; ');
    const res = await seeded.app.inject({ url: u.pathname + u.search, headers: { cookie, host, 'accept-language': 'en-US,en;q=0.9' } });
    if (session) jar.store(res);
    return res;
  };
  // The portal's sign-out confirmation.
  expect((await get('/oidc/logout')).body).toMatch(ARABIC_PAGE);
  // The frame bridge (doc 1 §2).
  expect((await get('/frame-bridge?do_contructor_re_login=1')).body).toMatch(ARABIC_PAGE);
  // The identity provider's sign-in form, reached as a signed-out browser does.
  let res = await get('/oidc/login', 'ar-AR', false);
  const visitor: string[] = [];
  while (res.statusCode >= 300 && res.statusCode < 400) {
    visitor.push(...[res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!));
    const u = new URL(res.headers.location!, TEST_PUBLIC_URL);
    res = await seeded.app.inject({
      url: u.pathname + u.search,
      headers: { cookie: [...visitor, 'lp.locale=ar-AR'].join('; '), host, 'accept-language': 'en-US' },
    });
  }
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(ARABIC_PAGE);
  // The identity provider's own sign-out page (oidc-provider's, reached after the portal's sign-out).
  const out = await seeded.app.inject({
    method: 'POST',
    url: '/oidc/logout',
    headers: { cookie: jar.header(), host, 'x-requested-with': 'XMLHttpRequest' },
  });
  jar.store(out);
  const idpSignOut = await get(out.json<{ redirectUrl: string }>().redirectUrl);
  expect(idpSignOut.body).toContain("i.name='logout'");
  expect(idpSignOut.body).toMatch(ARABIC_PAGE);
  // A cookie naming no language of the portal is passed over: the browser's is used.
  expect((await get('/frame-bridge?do_contructor_re_login=1', 'xx-YY')).body).toMatch(/<html lang="en-US" dir="ltr">/);
  expect((await get('/frame-bridge?do_contructor_re_login=1', '%3Cscript%3E')).body).toMatch(/<html lang="en-US" dir="ltr">/);
});
