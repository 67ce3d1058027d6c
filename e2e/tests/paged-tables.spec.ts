import { readFileSync } from 'node:fs';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { detailsPath, objectiveIdByCode } from './course-support.ts';

// Issue 18 item 5 (decision 0041): a paged table shows the data grid page text of doc 1 §9,
// "Page {0} of {1} ({2} items)". Pia and Rami each have twelve results of E2E-PAGED
// (e2e/imports/paged-tables.json): eleven previous attempts, ten a page. Axe on both pages,
// en-US and ar-AR.
const pia = { email: 'paged-pia@e2e.test', password: 'paged-pia' };
const rami = { email: 'paged-rami@e2e.test', password: 'paged-rami' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

test('previous attempts page by ten, with the page text between the previous and next buttons', async ({ page }) => {
  await signInTo(page, '/learn/courses', pia);
  await page.goto(detailsPath(await objectiveIdByCode(page, 'E2E-PAGED')));
  const attempts = page.getByRole('region', { name: 'Previous attempts' });
  const pager = attempts.getByRole('navigation', { name: 'Pages of Previous attempts' });
  await expect(pager.getByRole('status')).toHaveText('Page 1 of 2 (11 items)');
  await expect(attempts.getByRole('row')).toHaveCount(11);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);

  const next = pager.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByRole('status')).toHaveText('Page 2 of 2 (11 items)');
  await expect(attempts.getByRole('row')).toHaveCount(2);
  // At the end the button says so and keeps the focus.
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await expectAccessible(page);
});

test('in Arabic the pager reads right to left, with the Arabic plural', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/courses', rami);
  await page.goto(detailsPath(await objectiveIdByCode(page, 'E2E-PAGED')));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pager = page.getByRole('navigation', { name: /^صفحات / });
  await expect(pager.getByRole('status')).toHaveText('الصفحة 1 من 2 (11 عنصرًا)');
  const [previous, next] = [
    pager.getByRole('button', { name: ar['dataGrid.previousPage'] }),
    pager.getByRole('button', { name: ar['dataGrid.nextPage'] }),
  ];
  // Right to left: the previous page's button is on the right.
  expect((await previous.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x);
  await expectAccessible(page);
});
