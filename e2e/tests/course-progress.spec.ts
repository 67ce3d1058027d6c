import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, mainHeading, signInTo, storage, submitSignInForm } from '../fixtures.ts';
import { contentPath, courseIdOf, startFromDetails, toc, tocLink } from './content-support.ts';
import { card } from './lists-support.ts';

// Issue 33 item 3 "Progress everywhere" and item 7 "See before you start", on the course of
// e2e/imports/course-progress.json: The walk (Quay edges, an optional history, After dark ▸
// Lamps and lines), Report what you saw (after the previous), Night drill (opens in two days).
// Four activities count; the optional one does not. Pia works through it; Omar reads its
// outline in Arabic at 320 px; Noor signs in from its public page. The tests run in order.
test.describe.configure({ mode: 'serial' });

const pia = { email: 'progress-pia@e2e.test', password: 'progress-pia' };
const omar = { email: 'progress-omar@e2e.test', password: 'progress-omar' };
const noor = { email: 'progress-noor@e2e.test', password: 'progress-noor' };
const CODE = 'E2E-PROG-1';
const NAME = 'Quay Safety Walk';
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

const outline = (page: Page, title = 'Course outline') => page.getByRole('main').getByRole('region', { name: title, exact: true });
const outlineItem = (page: Page, name: string) => page.locator(`[data-outline-item="${name}"]`).locator('xpath=..');
const fact = (page: Page, key: string) => page.locator(`[data-fact="${key}"] dd`);
const progressBar = (page: Page, name = 'Course progress') => page.getByRole('main').getByRole('progressbar', { name, exact: true });

test('a course not started shows its outline: read-only, with durations and the locks that will apply', async ({ page }) => {
  await signInTo(page, '/learn/courses', pia);
  const id = await courseIdOf(page, CODE);
  await page.goto(contentPath(id));
  await expect(mainHeading(page)).toHaveText(NAME);
  await expect(page.getByRole('heading', { name: 'This course has not been started' })).toBeVisible();
  const section = outline(page);
  await expect(section).toBeVisible();
  await expect(section.getByText('4 activities · 39 min')).toBeVisible();
  await expect(outlineItem(page, 'Quay edges')).toContainText('10 min');
  await expect(outlineItem(page, 'A short history of the quay')).toContainText('(Optional)');
  await expect(outlineItem(page, 'Report what you saw')).toContainText(
    'Complete the previous activity, with a passing score where it is graded, to unlock this one.',
  );
  await expect(outlineItem(page, 'Night drill')).toContainText(/This activity is not available yet\. It opens on .+\./);
  // Read-only: nothing opens, nothing starts before the learner presses Start.
  await expect(section.getByRole('link')).toHaveCount(0);
  await expect(section.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // The details page counts the same activities and adds up their durations; no progress before the start.
  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(fact(page, 'activities')).toHaveText('4');
  await expect(fact(page, 'duration')).toHaveText('39 min');
  await expect(progressBar(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('progress moves as activities are done, modules turn complete without their optional part, and all three places agree', async ({
  page,
}) => {
  await signInTo(page, '/learn/courses', pia);
  const id = await courseIdOf(page, CODE);
  await startFromDetails(page, id);
  await expect(progressBar(page)).toHaveAttribute('aria-valuetext', '0 of 4 activities completed');
  await expect(page.getByRole('main').getByText('0 of 4 activities completed')).toBeVisible();

  await tocLink(page, 'Quay edges').click();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(progressBar(page)).toHaveAttribute('aria-valuetext', '1 of 4 activities completed');
  await expect(tocLink(page, 'The walk')).toHaveAccessibleName('The walk (Not completed)');

  await tocLink(page, 'Lamps and lines').click();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(progressBar(page)).toHaveAttribute('aria-valuetext', '2 of 4 activities completed');
  // doc 2 §4 rollup: the nested module and its parent are complete; the optional history is left.
  await expect(tocLink(page, 'After dark')).toHaveAccessibleName('After dark (Completed)');
  await expect(tocLink(page, 'The walk')).toHaveAccessibleName('The walk (Completed)');
  await expect(tocLink(page, 'A short history of the quay')).toHaveAccessibleName('A short history of the quay (Optional)');
  await expect(toc(page)).toBeVisible();
  await expectAccessible(page);

  // The details page: the same count with its percentage.
  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '50');
  await expect(fact(page, 'progress')).toContainText('2 of 4 activities completed');
  await expect(fact(page, 'progress')).toContainText('50%');
  await expectAccessible(page);

  // The card on My courses: the run's stored progress, counted by the same rule.
  await page.goto('/learn/courses');
  await expect(card(page, NAME).getByRole('progressbar', { name: `Progress of ${NAME}` })).toHaveAttribute('aria-valuenow', '50');
});

test('the outline reads in Arabic, right to left, and fits a 320 px phone', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInTo(page, '/learn/courses', omar);
  const id = await courseIdOf(page, CODE);
  await page.goto(contentPath(id));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = outline(page, ar['progress.outline.title']!);
  await expect(section).toBeVisible();
  // itemLocked.beforeStartFrom in ar-AR: "This activity is not available yet".
  await expect(outlineItem(page, 'Night drill')).toContainText('هذا النشاط غير متاح بعد');
  const main = page.getByRole('main');
  expect(await main.evaluate((m) => m.scrollWidth - m.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(fact(page, 'activities')).toHaveText('4');
  expect(await main.evaluate((m) => m.scrollWidth - m.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('signing in from the public course page comes back to that course, now in My courses', async ({ page }) => {
  await page.goto('/learn/open-catalog?keyword=quay');
  await card(page, NAME).getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(/\/learn\/open-catalog\/[0-9a-f-]{36}\/view\/details$/);
  const id = new URL(page.url()).pathname.split('/')[3]!;
  await page.getByRole('main').getByRole('link', { name: 'Sign in to enrol' }).click();
  await submitSignInForm(page, noor);
  await expect(page).toHaveURL(`/learn/courses/${id}/view/details`, { timeout: 20_000 });
  await expect(page.getByText('The course was added to My courses.')).toBeVisible();
  await expect(mainHeading(page)).toHaveText(NAME);
  await expect(fact(page, 'activities')).toHaveText('4');
  await expectAccessible(page);
});
