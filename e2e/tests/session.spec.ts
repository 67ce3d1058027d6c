import type { Request } from '@playwright/test';
import { test, expect, signInTo, mainHeading, readSessionRecord, storage, userMenuButton } from '../fixtures.ts';

const isSignInStart = (request: Request) => new URL(request.url()).pathname === '/oidc/login';

// doc 1 §8: a 401 on a non-public call goes to sign-in and comes back; concurrent 401s lead to one sign-in.
test('a lost session sends the app to sign-in exactly once and back to the same page', async ({ page, context }) => {
  await signInTo(page, '/learn/catalog?keyword=x');
  const signInStarts: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (isSignInStart(request)) signInStarts.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });

  await context.clearCookies({ name: 'lmsUser' });
  await page.reload();
  // The identity provider still knows the user, so sign-in completes without its form.
  await expect(page).toHaveURL('/learn/catalog?keyword=x');
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(userMenuButton(page)).toBeVisible();
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(signInStarts).toHaveLength(1);
  expect(new URL(signInStarts[0]!).searchParams.get('redirectUrl')).toBe(new URL('/learn/catalog?keyword=x', page.url()).href);
  expect((await page.request.get('/api/platform/v1/users/me')).status()).toBe(200);
});

test('the session record in local storage follows the user and their activity', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const me = (await (await page.request.get('/api/platform/v1/users/me')).json()) as { id: string };
  const first = await readSessionRecord(page);
  expect(first).toEqual({ userId: me.id, lastActivityDate: expect.any(String) });
  expect(Number.isNaN(Date.parse(first!.lastActivityDate))).toBe(false);

  // A click refreshes lastActivityDate (doc 1 §4: scroll, keydown and click, at most every 100 ms).
  const earlier = new Date(Date.now() - 60_000).toISOString();
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [
    storage.session,
    JSON.stringify({ userId: me.id, lastActivityDate: earlier }),
  ] as const);
  await mainHeading(page).click();
  await expect.poll(async () => (await readSessionRecord(page))?.lastActivityDate).not.toBe(earlier);
  const clicked = await readSessionRecord(page);
  expect(clicked!.userId).toBe(me.id);
  expect(Date.parse(clicked!.lastActivityDate)).toBeGreaterThan(Date.parse(earlier));

  // A record of another user is replaced on load.
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [
    storage.session,
    JSON.stringify({ userId: 'someone-else', lastActivityDate: new Date().toISOString() }),
  ] as const);
  await page.reload();
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect.poll(async () => (await readSessionRecord(page))?.userId).toBe(me.id);
});
