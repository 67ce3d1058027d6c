import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mainHeading, signInTo, storage, test } from '../fixtures.ts';

// Issue 15, the calendar (decision 0028): the demo learner's dates (demo data relative to the
// import: a live drill briefing in three days, deadlines around today) by month, week and
// list, the month as a keyboard grid, in en-US and ar-AR, and the subscribable feed. Making
// a feed address changes nothing another test reads.
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The month is dimmed while its dates are on their way (aria-busy): axe looks once they are there. */
const expectSettled = (page: Page) => expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

test('the month grid by keyboard, the list of coming dates with their links, and axe in en-US', async ({ page }) => {
  await signInTo(page, '/learn/calendar');
  await expect(mainHeading(page)).toHaveText('Calendar');
  await expect(page).toHaveTitle(/^Calendar — /);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader').first()).toHaveText('Sun');
  await expectSettled(page);
  await expectAccessible(page);

  // One day is in the tab order; the arrows move it and the address follows.
  const chosen = grid.getByRole('gridcell', { selected: true });
  await chosen.focus();
  const before = new URL(page.url()).pathname;
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(new RegExp(`${before}$`));
  await expect(grid.getByRole('gridcell', { selected: true })).toBeFocused();

  await page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name: 'Week' }).click();
  await expect(page).toHaveURL(/\/learn\/calendar\/week\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Calendar views' }).getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/learn\/calendar\/agenda\/\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Today' }).click();
  const briefing = page
    .getByRole('listitem')
    .filter({ hasText: 'Live drill briefing' })
    .filter({ has: page.getByText('Event', { exact: true }) });
  await expect(briefing).toContainText(/\d{1,2}:\d{2}\s?[AP]M–\d{1,2}:\d{2}\s?[AP]M/);
  await expect(briefing.getByRole('link', { name: 'Add to calendar: Live drill briefing' })).toHaveAttribute(
    'href',
    /\/calendar-events\/event\.[0-9a-f.-]+\.ics$/,
  );
  await expectAccessible(page);
  await briefing.getByRole('link', { name: 'Live drill briefing', exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/content\/[0-9a-f/-]+$/);
});

test('a private feed address that a calendar program can read, replaced to cut off the old one', async ({ page }) => {
  await signInTo(page, '/learn/calendar/agenda');
  await page.getByRole('button', { name: 'Subscribe in your calendar app' }).click();
  await page.getByRole('button', { name: /Make my calendar address|Replace the address/ }).click();
  const field = page.getByLabel('Your private calendar address');
  const first = await field.inputValue();
  expect(first).toMatch(/\/api\/lms\/v1\/public\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  // A calendar program fetches it without the learner's session.
  const feed = await page.context().request.fetch(first, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Event: Live drill briefing');
  await page.getByRole('button', { name: 'Replace the address' }).click();
  await expect(field).not.toHaveValue(first);
  expect((await page.context().request.fetch(first)).status()).toBe(404);
  await expectAccessible(page);
});

test('in Arabic: right to left, the week from Saturday, and axe', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/calendar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText(ar['calendar.title']!);
  await expect(page.getByRole('grid').getByRole('columnheader').first()).toHaveAttribute('abbr', 'السبت');
  await expectSettled(page);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: ar['calendar.views'] }).getByRole('link', { name: ar['calendar.view.week'] }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: ar['calendar.views'] }).getByRole('link', { name: ar['calendar.view.agenda'] }).click();
  await page.getByRole('button', { name: ar['calendar.today'] }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Live drill briefing' }).first()).toBeVisible();
  await expectAccessible(page);
});

// The shell's own header is still wider than 320 px (issue 16); the calendar itself must fit.
test('on a 320 px phone the month and its toolbar fit the page without sideways scrolling (WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInTo(page, '/learn/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  const main = page.getByRole('main');
  expect(await main.evaluate((m) => m.scrollWidth - m.clientWidth)).toBeLessThanOrEqual(0);
  const grid = await page.getByRole('grid').boundingBox();
  expect(grid!.x + grid!.width).toBeLessThanOrEqual(320);
});
