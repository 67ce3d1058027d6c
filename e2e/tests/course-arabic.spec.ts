import { readFileSync } from 'node:fs';
import { test, expect, signIn, expectAccessible, mainHeading, storage } from '../fixtures.ts';
import { detailsPath, fact, layers, objectiveIdByCode } from './course-support.ts';

// The course details right to left in ar-AR (ADR 0003: axe in en-US and ar-AR).

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

test('course details in Arabic: right to left, translated, accessible', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toBeVisible();
  const id = await objectiveIdByCode(page, 'FA-101');
  await page.goto(detailsPath(id));
  await expect(mainHeading(page)).toHaveText('First Aid at Work');
  await expect(fact(page, 'status')).toHaveText(ar['courseStatus.finished']!);
  const nav = layers(page, ar['courseFrame.label']);
  await expect(nav.getByRole('link', { name: ar['courseFrame.details'] })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: ar['courseActions.review'] })).toBeVisible();
  await expect(page.getByRole('region', { name: ar['certificates.title'] })).toBeVisible();
  // Right to left: the layers' tabs (above the page, decision 0077) run from the right, Details first.
  const [detailsBox, contentBox] = [
    await nav.getByRole('link', { name: ar['courseFrame.details'] }).boundingBox(),
    await nav.getByRole('link', { name: ar['courseFrame.content'] }).boundingBox(),
  ];
  expect(detailsBox!.x).toBeGreaterThan(contentBox!.x);
  await expectAccessible(page);
});
