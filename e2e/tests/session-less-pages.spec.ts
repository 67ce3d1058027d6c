import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, mainHeading } from '../fixtures.ts';
import { expectNoSidewaysScroll } from './phone-support.ts';

// Issue 31: a page reached without a session must never start a sign-in. /learn/forbidden,
// where the sign-in sends a person the issuer signed in and the import does not know, did:
// with an issuer that signs in without a form, the browser went round sign-in → forbidden →
// sign-in without end. Every page a visitor without a session can reach is watched here.

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
/** A certificate of the demo data (e2e/imports), shown publicly by its number. */
const CERTIFICATE = 'BWA-FA101-007388';
const WATCH_MS = 3_000;

const sessionLessPages = [
  { where: 'the forbidden page', path: '/learn/forbidden', heading: 'Forbidden' },
  { where: 'the open catalog', path: '/learn/open-catalog', heading: 'Course catalog' },
  { where: 'a public page that does not exist', path: '/learn/open-catalog/no-such-page', heading: 'Page not found' },
  { where: 'a public certificate', path: `/learn/certificate/${CERTIFICATE}`, heading: undefined },
  // Sign-in's way back, when no session came with it (a cookie the browser did not keep): another sign-in would lose it too.
  { where: 'the way back from sign-in', path: '/learn/login-callback?redirectUrl=%2Flearn%2Fcourses', heading: 'Unauthorized access' },
];

/** Opens `path` and watches it: the sign-ins it starts (the portal's /oidc/login or the issuer's) and the pages the tab loads. */
async function watch(page: Page, path: string) {
  const signIns: string[] = [];
  let loads = 0;
  page.on('request', (request) => {
    if (/\/oidc\/login|\/idp\/(auth|interaction)/.test(new URL(request.url()).pathname)) signIns.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  await page.goto(path);
  await page.waitForTimeout(WATCH_MS);
  return { signIns, loads: () => loads };
}

for (const { where, path, heading } of sessionLessPages) {
  test(`${where} without a session starts no sign-in and loads once`, async ({ page }) => {
    const watched = await watch(page, path);
    expect(watched.signIns, `sign-ins started from ${path}`).toEqual([]);
    expect(watched.loads(), `page loads of ${path} in ${WATCH_MS} ms`).toBe(1);
    const { pathname, search } = new URL(page.url());
    expect(pathname + search).toBe(path);
    if (heading) await expect(mainHeading(page)).toHaveText(heading);
    else await expect(mainHeading(page)).toBeVisible();
  });
}

test('the forbidden page without a session says why and signs out at the issuer, so another account can sign in', async ({ page }) => {
  await page.goto('/learn/forbidden');
  await expect(page).toHaveTitle(/^Forbidden — /);
  await expect(page.getByRole('main')).toContainText('The account you signed in with has no access to this portal.');
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page, 'the forbidden page without a session');
  // No session at the portal: the way out is the issuer's end-session page (here the bundled one's).
  await page.getByRole('main').getByRole('link', { name: 'Sign out' }).click();
  // The issuer (here the bundled one) ends its session and the portal's next sign-in asks who it is.
  await expect(page).toHaveURL(/\/idp\/interaction\//);
});

test.describe('in ar-AR', () => {
  test.use({ locale: 'ar-AR' });
  test('the forbidden page without a session is right to left, translated and accessible', async ({ page }) => {
    const watched = await watch(page, '/learn/forbidden');
    expect(watched.signIns).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(mainHeading(page)).toHaveText(ar['pageError.code403Title']!);
    await expect(page.getByRole('main')).toContainText(ar['pageError.code403SignedOutText']!);
    await expectAccessible(page);
  });
});
