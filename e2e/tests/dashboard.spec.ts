import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectAccessible, mainHeading, mainNavigation, signInTo, storage, test } from '../fixtures.ts';

// Issue 15, the dashboard and its fragments (doc 1 §1, §2, §8; decision 0029). The demo
// tenant has the learner.dashboard flag; the new-learner-MF cookie switches the dashboard on
// for this browser. The demo learner's dates are relative to the import: overdue and coming
// deadlines, a live event, courses in progress. Nothing here changes data.
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

async function withDashboard(page: Page) {
  await page.context().addCookies([{ name: 'new-learner-MF', value: 'true', url: baseURL }]);
}

test('the dashboard: what to do first, the next dates and where to continue, each opening the right place', async ({ page }) => {
  await withDashboard(page);
  await signInTo(page, '/learn/');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  // The tenant's banners for this learner now: everyone's, and their unit's (Ops North); not the closed survey's.
  const banners = page.getByRole('region', { name: 'From your organisation' });
  await expect(banners.getByRole('heading', { level: 3 })).toHaveText(['Never miss a deadline', 'Ops North: fire drill on Friday']);
  // Its picture (decorative: alt="") loads from the stored public file.
  await expect.poll(() => banners.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const tasks = page.getByRole('region', { name: 'To do' });
  await expect(tasks.getByRole('listitem').first()).toContainText(/Overdue — |Due: |Last day to start: |Late work closes: |Closes: /);
  await expect(tasks.getByRole('link', { name: 'Drill readiness quiz' })).toBeVisible();
  await expect(tasks.getByText(/^\d+ tasks? (is|are) overdue\.$/)).toBeVisible();
  // After the dated work, mandatory courses waiting to be started, and the way to all of them.
  await expect(
    tasks
      .getByRole('listitem')
      .filter({ hasText: /Mandatory, not started/ })
      .first(),
  ).toBeVisible();
  const allWaiting = tasks.getByRole('link', { name: /mandatory courses? not started$/ });
  const next = page.getByRole('region', { name: 'Next dates' });
  await expect(next.getByRole('link', { name: 'Live drill briefing' }).first()).toBeVisible();
  const recent = page.getByRole('region', { name: 'Continue where you left off' });
  // Each bar says whose progress it is (issue 16): the course of its Continue link.
  const firstRecent = recent.getByRole('listitem').first();
  const course = ((await firstRecent.getByRole('link', { name: /^Continue: / }).getAttribute('aria-label')) ?? '').replace(
    /^Continue: /,
    '',
  );
  await expect(firstRecent.getByRole('progressbar', { name: `Progress of ${course}`, exact: true })).toHaveAttribute(
    'aria-valuenow',
    /\d+/,
  );
  await expectAccessible(page);
  await recent
    .getByRole('link', { name: /^Continue: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/details$/);
  await page.goBack();
  await banners.getByRole('link', { name: 'Open my calendar' }).click();
  await expect(page).toHaveURL('/learn/calendar');
  await page.goBack();
  await allWaiting.click();
  await expect(page).toHaveURL('/learn/courses?courseProgress=notStarted&coursePriority=mandatory');
  await expect(mainHeading(page)).toHaveText('My courses');
});

test('a fragment that fails is logged with its name and version, and the other blocks still work', async ({ page }) => {
  await withDashboard(page);
  await page.route('**/api/lms/v1/users/me/recent-courses', (route) => route.fulfill({ status: 500, body: '{}' }));
  const logged = page.waitForRequest(
    (r) => r.url().endsWith('/api/platform/v1/usage-events') && (r.postData() ?? '').includes('"fragment":"recentCourses"'),
  );
  await signInTo(page, '/learn/');
  const recent = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(recent).toContainText('This part of the dashboard could not be loaded.');
  const report = JSON.parse((await logged).postData()!) as { name: string; payload: Record<string, string> };
  expect(report).toMatchObject({
    name: 'client_error',
    payload: { what: 'fragment failed', fragment: 'recentCourses', version: expect.stringMatching(/\d/) },
  });
  await expect(page.getByRole('region', { name: 'To do' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next dates' }).getByRole('link', { name: 'Open the calendar' })).toBeVisible();
});

test('the demo tenant has the dashboard without the cookie; in Arabic it reads right to left and passes axe', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  // Issue 33: the demo tenant turns the dashboard on itself: the root is the dashboard.
  await page.goto('/learn/');
  await expect(page).toHaveURL(/\/learn\/$/);
  await expect(mainHeading(page)).toHaveText('Dashboard');
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: ar['dashboard.tasks.title'] })).toBeVisible();
  await expect(page.getByRole('region', { name: ar['dashboard.recent.title'] }).getByRole('progressbar').first()).toBeVisible();
  await expectAccessible(page);
});

test('a fragment whose code fails to load (the calendar) stands alone: logged, the navigation works, and the next visit loads it', async ({
  page,
}) => {
  await withDashboard(page);
  await signInTo(page, '/learn/courses');
  // Only the calendar's own chunk fails, as on a deploy that lost it or a dropped connection.
  await page.route('**/assets/calendar-route-*.js', (route) => route.abort('connectionreset'));
  const logged = page.waitForRequest(
    (r) => r.url().endsWith('/api/platform/v1/usage-events') && (r.postData() ?? '').includes('"fragment":"calendar"'),
  );
  const navigation = mainNavigation(page);
  await navigation.getByRole('link', { name: 'Calendar' }).click();
  await expect(mainHeading(page)).toHaveText('Calendar');
  await expect(page.getByRole('main')).toContainText('This part of the portal could not be loaded.');
  const report = JSON.parse((await logged).postData()!) as { name: string; payload: Record<string, string> };
  expect(report).toMatchObject({
    name: 'client_error',
    payload: { what: 'fragment failed', fragment: 'calendar', version: expect.stringMatching(/\d/) },
  });
  await expectAccessible(page);
  // The rest of the portal goes on: the dashboard, whose next dates are the calendar's block in another chunk.
  await navigation.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Next dates' }).getByRole('link', { name: 'Open the calendar' })).toBeVisible();
  // Once the chunk can be had again, the next visit loads it without a reload.
  await page.unroute('**/assets/calendar-route-*.js');
  await navigation.getByRole('link', { name: 'Calendar' }).click();
  await expect(mainHeading(page)).toHaveText('Calendar');
  await expect(page.getByRole('main')).not.toContainText('could not be loaded');
});
