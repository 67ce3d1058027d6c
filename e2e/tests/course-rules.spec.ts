import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, mainHeading, signIn, storage } from '../fixtures.ts';

// Issue 33 item 2: before starting, the details page tells the learner how the course will
// treat them ("Course rules"), from the rules the server enforces, in their language and time
// zone. Data: e2e/imports/course-rules.json (a not-started course with every kind of date).

const COURSE = 'Rules of the Road';
const rosa = { email: 'rules-rosa@e2e.test', password: 'rules-rosa' };
const rania = { email: 'rules-rania@e2e.test', password: 'rules-rania' };

const rulesCard = (page: Page, name = 'Course rules') => page.getByRole('region', { name, exact: true });

/**
 * The task "see how a course treats my results before starting", from the landing page:
 * signs in, then opens the course from wherever the landing page lists it, counting clicks.
 */
async function openRulesFromLanding(page: Page, account: { email: string; password: string }) {
  let clicks = 0;
  await signIn(page, account, '/learn/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: COURSE }).first().click();
  clicks += 1;
  await expect(mainHeading(page)).toHaveText(COURSE);
  return clicks;
}

test('before starting, the Course rules card says how the course treats my results, one click from the landing page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const clicks = await openRulesFromLanding(page, rosa);
  expect(clicks).toBe(1);

  const card = rulesCard(page);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Course rules');
  const lines = card.locator('[data-rule]');
  await expect(lines).toHaveText([
    /^Can be started before \w+day, /,
    /^Due on \w+day, /,
    /^Late work is accepted until \w+day, .*\(grace period\)$/,
    /^Your result is shown from \w+day, /,
    /^You can review your work from \w+day, /,
    'You can start the course again 2 weeks after finishing it',
    'This course is mandatory',
    'Finishing the course awards: Road safety certificate',
  ]);
  // Dates are <time> elements in the learner's zone (Europe/Berlin), never a score.
  await expect(lines.first().locator('time')).toHaveAttribute('datetime', /Z$/);
  await expect(card.locator('svg')).toHaveCount(8);
  // The card sits next to the Start button it explains.
  await expect(page.getByRole('main').getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the card reads in Arabic, right to left, with the learner’s dates', async ({ page }) => {
  // The language is the one chosen in the app (decision 0050), as in course-arabic.spec.ts.
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await openRulesFromLanding(page, rania);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = rulesCard(page, 'قواعد الدورة');
  await expect(card.locator('[data-rule]')).toHaveCount(8);
  await expect(card.locator('[data-rule]').last()).toContainText('Road safety certificate');
  await expectAccessible(page);
});

test('the card fits 320 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openRulesFromLanding(page, rosa);
  const card = rulesCard(page);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('[data-rule]')).toHaveCount(8);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
