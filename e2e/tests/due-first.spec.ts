import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, mainHeading, mainNavigation, signIn, signInTo, storage, test } from '../fixtures.ts';

// Issue 33 item 1 "Land on what is due", on the data of e2e/imports/due-first.json.
const dana = { email: 'due-learner@e2e.test', password: 'due-learner' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

const OVERDUE = 'Bribery red flags';
const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });
const cardNames = (page: Page) => page.getByRole('main').locator('article h2');
const sortSelect = (page: Page, name = 'Sort by') => page.getByRole('main').getByRole('combobox', { name });
/** A marker of a card: its words, with an icon beside them (never colour alone). */
async function expectMarker(cardLocator: Locator, words: string) {
  const marker = cardLocator.getByRole('listitem').filter({ hasText: new RegExp(`^${words}$`) });
  await expect(marker).toBeVisible();
  await expect(marker.locator('svg[aria-hidden="true"]')).toHaveCount(1);
}

test('from landing, what is overdue is found and opened in at most 3 clicks, from the dashboard or from My courses', async ({ page }) => {
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  // Landing: the demo tenant's dashboard, its entry counting what is due and saying so.
  await signIn(page, dana);
  await expect(page).toHaveURL('/learn/');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  // The link keeps its name; the count describes it.
  const dashboardEntry = mainNavigation(page).getByRole('link', { name: 'Dashboard', exact: true });
  await expect(dashboardEntry).toHaveAccessibleDescription('2 tasks due or overdue');
  await expect(dashboardEntry.locator('[title]')).toHaveAttribute('title', '2 tasks due or overdue');
  await expectAccessible(page);
  await click(page.getByRole('region', { name: 'To do' }).getByRole('link', { name: OVERDUE }));
  await expect(mainHeading(page)).toHaveText(OVERDUE);
  expect(clicks).toBeLessThanOrEqual(3);
  test.info().annotations.push({ type: 'clicks', description: `overdue from the dashboard: ${clicks}` });

  // The other way from landing: My courses, "Due first", the first card.
  await page.goto('/learn/');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  clicks = 0;
  await click(mainNavigation(page).getByRole('link', { name: 'My courses' }));
  clicks += 1; // choosing "Due first" in the select counts as one click
  await sortSelect(page).selectOption({ label: 'Due first' });
  await expect(cardNames(page).first()).toHaveText(OVERDUE);
  await expectMarker(card(page, OVERDUE), 'Overdue');
  await click(card(page, OVERDUE).getByRole('link', { name: OVERDUE }));
  await expect(mainHeading(page)).toHaveText(OVERDUE);
  expect(clicks).toBeLessThanOrEqual(3);
  test.info().annotations.push({ type: 'clicks', description: `overdue from My courses: ${clicks}` });
});

test('My courses marks mandatory and overdue courses in words and icons, and keeps the chosen order in the URL', async ({ page }) => {
  await signInTo(page, '/learn/courses', dana);
  await expectMarker(card(page, OVERDUE), 'Overdue');
  await expectMarker(card(page, OVERDUE), 'Mandatory');
  await expectMarker(card(page, 'Archive rules in practice'), 'Mandatory');
  // Handed in after its due date: not overdue; self-chosen: not mandatory.
  await expect(card(page, 'Data handling quiz').getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(card(page, 'Customer calls that go well').getByText('Mandatory', { exact: true })).toHaveCount(0);
  // The specification's default: name ascending.
  await expect(sortSelect(page)).toHaveValue('name');
  await expect(cardNames(page)).toHaveText(['Archive rules in practice', OVERDUE, 'Customer calls that go well', 'Data handling quiz']);

  await sortSelect(page).selectOption({ label: 'Due first' });
  await expect(page).toHaveURL('/learn/courses?sort=dueFirst');
  const dueFirst = [OVERDUE, 'Customer calls that go well', 'Data handling quiz', 'Archive rules in practice'];
  await expect(cardNames(page)).toHaveText(dueFirst);
  await expectAccessible(page);
  // Kept in the URL: a reload (or a shared link) shows the same order.
  await page.reload();
  await expect(sortSelect(page)).toHaveValue('dueFirst');
  await expect(cardNames(page)).toHaveText(dueFirst);

  await sortSelect(page).selectOption({ label: 'Recently active' });
  await expect(page).toHaveURL('/learn/courses?sort=recentlyActive');
  await expect(cardNames(page)).toHaveText(['Archive rules in practice', 'Data handling quiz', 'Customer calls that go well', OVERDUE]);
  // With a filter, the order stays.
  await page.goto('/learn/courses?sort=dueFirst&coursePriority=mandatory');
  await expect(cardNames(page)).toHaveText([OVERDUE, 'Archive rules in practice']);
  // An unknown order is dropped with the notice, like an unknown filter.
  await page.goto('/learn/courses?sort=sideways');
  await expect(page.getByText('Some filters are no longer available and were removed.')).toBeVisible();
  await expect(page).toHaveURL('/learn/courses');
  await sortSelect(page).selectOption({ label: 'Name' });
  await expect(page).toHaveURL('/learn/courses');
});

test('in Arabic the markers and the order read right to left and pass axe', async ({ page }) => {
  await signInTo(page, '/learn/courses', dana);
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/courses?sort=dueFirst');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sortSelect(page, ar['due.sort.label'])).toHaveValue('dueFirst');
  await expectMarker(card(page, OVERDUE), ar['due.card.overdue']!);
  await expectMarker(card(page, OVERDUE), ar['due.card.mandatory']!);
  await expect(cardNames(page).first()).toHaveText(OVERDUE);
  await expectAccessible(page);
});

test('at 320 px the order control and the markers fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInTo(page, '/learn/courses', dana);
  const select = sortSelect(page);
  await expect(select).toBeVisible();
  const box = (await select.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await expectMarker(card(page, OVERDUE), 'Overdue');
  const marker = (await card(page, OVERDUE)
    .getByRole('listitem')
    .filter({ hasText: /^Overdue$/ })
    .boundingBox())!;
  expect(marker.x + marker.width).toBeLessThanOrEqual(320);
  expect(await page.getByRole('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
});

test('in Arabic a catalog card shows a line of its description, and after "Add to my courses" starts the course with "Start now"', async ({
  page,
}) => {
  await signInTo(page, '/learn/catalog', dana);
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/catalog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const joinable = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: ar['enrolment.add'] }) })
    .first();
  // The description in its own direction, clamped to a short block.
  const description = joinable.locator('p[dir="auto"]').last();
  await expect(description).toBeVisible();
  expect((await description.boundingBox())!.height).toBeLessThan(60);
  await expectAccessible(page);
  await joinable.getByRole('button', { name: ar['enrolment.add'] }).click();
  const startNow = page.getByRole('main').getByRole('button', { name: ar['due.catalog.startNow'] });
  await expect(startNow).toBeFocused();
  await expect(startNow).not.toHaveAttribute('aria-disabled');
  await expectAccessible(page);
  await startNow.click();
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/content/);
});
