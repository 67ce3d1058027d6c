import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signInTo, expectAccessible, accounts, mainHeading, storage } from '../fixtures.ts';
import { editPageBootstrap } from './bootstrap-support.ts';

// Issue 31 item 9: the signed-in 500 page is full-screen with the way back by role (doc 1 §2,
// §6, §8); a users/me that fails gives a page with a way forward. /simulate-error is the
// route that fails (doc 1 §2).
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The 500 page covers the screen: no header, no navigation, its main region at least the viewport's height. */
async function expectFullScreen(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const box = await page.getByRole('main').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
}

test('a learner-only user: the 500 page is full-screen and leads back to My courses, in en-US, ar-AR and at 320 px', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  await page.goto('/learn/simulate-error');
  await expect(mainHeading(page)).toHaveText('Something went wrong');
  await expect(page.getByText('Something went wrong on our side, not in anything you did. Please try again in a moment.')).toBeVisible();
  await expectFullScreen(page);
  const back = page.getByRole('link', { name: 'Go to My courses' });
  await expect(page.getByRole('link', { name: 'Go to Content library' })).toHaveCount(0);
  await expectAccessible(page);
  await back.click();
  await expect(page).toHaveURL('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/simulate-error');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText(ar['pageError.code500Title']!);
  await expect(page.getByRole('link', { name: ar['pageError.goToMyCourses'] })).toBeVisible();
  await expectFullScreen(page);
  await expectAccessible(page);

  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), storage.locale);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/learn/simulate-error');
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectFullScreen(page);
});

test('a user who is not learner-only: the 500 page offers the Content library, at the root', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page', accounts.admin);
  await page.goto('/learn/simulate-error');
  await expect(mainHeading(page)).toHaveText('Something went wrong');
  await expectFullScreen(page);
  await expect(page.getByRole('link', { name: 'Go to Content library' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a page the server refused keeps the shell: its status page stands under the header (doc 1 §8)', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page');
  await expect(mainHeading(page)).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('when who the user is cannot be learnt (users/me fails), the page says so and reloading is the way forward', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  // The page comes without its user, so the app asks users/me, which the network loses.
  await editPageBootstrap(page, (b) => {
    b.user = null;
  });
  await page.route('**/api/platform/v1/users/me', (route) => route.abort('failed'));
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toHaveText('Something went wrong', { timeout: 15_000 });
  await expect(page.getByText('Please try again in a few minutes.')).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload the portal' });
  await expect(reload).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/api/platform/v1/users/me');
  await reload.click();
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect(page).toHaveURL('/learn/courses');
});
