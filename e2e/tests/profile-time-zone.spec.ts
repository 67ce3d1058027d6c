import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, mainHeading, signInTo, storage } from '../fixtures.ts';
import { contentPath, courseIdOf, findByName, formatDateTime, plain, runTreeOf } from './content-support.ts';

// Issue 13 profile and time zone (doc 2 §2, §5, §9), with its own learners (e2e/imports/profile-time-zone.json).
// Pia is stored in UTC; every date of her courses is 22:30 UTC, already the next day in Tokyo.
// She changes her zone on the profile and reads a date on My courses, the course details,
// the content and the certificate. Rami reads the profile in Arabic. The tests run in order.
test.describe.configure({ mode: 'serial' });

const pia = { email: 'profile-pia@e2e.test', password: 'profile-pia' };
const rami = { email: 'profile-rami@e2e.test', password: 'profile-rami' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const FINISHED = '2025-03-05T22:30:00Z';
const EVENT = '2030-03-15T22:30:00Z';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** The dates of Pia's screens in a zone: the card's (medium), the details' and the event's (doc 2 §9 format), the certificate's (long). */
async function expectDatesIn(page: Page, timeZone: string) {
  const main = page.getByRole('main');
  const card = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(FINISHED));
  await expect(main.getByText(`Completed ${card}`)).toBeVisible();

  const done = await courseIdOf(page, 'E2E-PROF-1');
  await page.goto(`/learn/courses/${done}/view/details`);
  await expect(
    main
      .locator('dd time')
      .filter({ hasText: formatDateTime(FINISHED, timeZone).split(' at ')[0]! })
      .first(),
  ).toBeVisible();

  await page.goto(`/learn/courses/${done}/certificate/E2E-PROF-0001`);
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(FINISHED));
  await expect(main.locator('dl')).toContainText(long);

  const open = await courseIdOf(page, 'E2E-PROF-2');
  const node = findByName((await runTreeOf(page, open)).children, 'Profile town hall')!;
  await page.goto(contentPath(open, node.id));
  const yours = main.getByRole('definition').filter({ hasText: '2030' });
  if (timeZone === 'UTC') await expect(yours).toHaveCount(1);
  else await expect(main.getByText(`In your time zone (${timeZone})`)).toBeVisible();
  await expect
    .poll(async () => plain((await yours.allTextContents()).join(' | ')))
    .toContain(formatDateTime(EVENT, timeZone).split(' at ')[0]);
}

test('My Profile shows the email, the name, the units with the primary marked and the current time in the stored zone', async ({
  page,
}) => {
  await signInTo(page, '/learn/profile', pia);
  await expect(mainHeading(page)).toHaveText('Profile');
  const tabs = page.getByRole('tablist', { name: 'Profile' }).getByRole('tab');
  await expect(tabs).toHaveText(['My Profile', 'Preferred time zone']);
  const mine = panel(page, 'My Profile');
  await expect(mine).toContainText('profile-pia@e2e.test');
  await expect(mine).toContainText('Pia Sand');
  await expect(mine.getByRole('definition').filter({ hasText: 'Profile depot' })).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveText(['Profile depotPrimary', 'Profile safety committee']);
  await expect(mine.locator('time')).toContainText('UTC');
  // The demo tenant configures a privacy policy.
  await expect(mine.getByRole('link', { name: 'Privacy policy (opens in a new tab)' })).toHaveAttribute('href', /privacy/);
  // The other tab's panel is hidden and out of the tab order: the next stop after the last link is something the learner sees.
  await mine.getByRole('link', { name: 'Privacy policy (opens in a new tab)' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[hidden]') ?? null)).toBeNull();
  await expect(page.locator('[role="tabpanel"][hidden]')).toBeHidden();
  await expectAccessible(page);
});

test('before the change, every screen shows the dates in UTC', async ({ page }) => {
  await signInTo(page, '/learn/courses', pia);
  await expectDatesIn(page, 'UTC');
});

test('changing the zone to Tokyo: saved once, and every screen follows it without a reload', async ({ page }) => {
  await signInTo(page, '/learn/profile', pia);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/timezone')) saves.push(request.postData() ?? '');
  });
  await page.getByRole('tab', { name: 'Preferred time zone' }).click();
  const zone = panel(page, 'Preferred time zone');
  // Saving the stored zone sends nothing (doc 2 §5).
  await zone.getByRole('searchbox', { name: 'Search time zones' }).fill('UTC');
  await expect(zone.getByRole('radio', { name: /^UTC / })).toBeChecked();
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone.getByText('UTC is already your time zone.')).toBeVisible();
  expect(saves).toEqual([]);

  await zone.getByRole('searchbox', { name: 'Search time zones' }).fill('tokyo');
  await expect(zone.getByText('1 time zone')).toBeVisible();
  await zone.getByRole('radio', { name: /^Tokyo / }).check();
  await expectAccessible(page);
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone.getByText('Saved. Dates are now shown in Asia/Tokyo.')).toBeVisible();
  expect(saves).toEqual([JSON.stringify({ timezone: 'Asia/Tokyo' })]);

  // Without a reload: the clock of My Profile and My courses, reached by the app's own links.
  await page.getByRole('tab', { name: 'My Profile' }).click();
  await expect(panel(page, 'My Profile').locator('time')).toContainText('GMT+9');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My courses' }).click();
  await expectDatesIn(page, 'Asia/Tokyo');
});

test('in Arabic, right to left: a zone imported as a Windows name is shown as its IANA zone; both tabs pass axe', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/profile', rami);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const mine = panel(page, ar['profile.tabs.myProfile']!);
  await expect(mine).toContainText('Asia/Riyadh');
  await expect(mine).toContainText('profile-rami@e2e.test');
  await expectAccessible(page);
  // Arrow keys follow the reading direction: from the first tab, left is the next one.
  await page.getByRole('tab', { name: ar['profile.tabs.myProfile'] }).focus();
  await page.keyboard.press('ArrowLeft');
  const zone = panel(page, ar['profile.tabs.timeZone']!);
  await expect(zone).toBeVisible();
  await expect(page.getByRole('tab', { name: ar['profile.tabs.timeZone'] })).toBeFocused();
  await expect(zone.getByRole('group', { name: ar['profile.timeZone.region.asia'] })).toBeVisible();
  await expectAccessible(page);
});
