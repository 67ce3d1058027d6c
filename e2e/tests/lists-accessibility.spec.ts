import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { catalogObjectiveId, signInAt } from './lists-support.ts';

// axe on every list screen, left to right and right to left (doc 1 §1: Arabic is right to left).
const main = (page: Page) => page.getByRole('main');

for (const locale of ['en-US', 'ar-AR'] as const) {
  test.describe(`list screens in ${locale}`, () => {
    const dir = locale === 'ar-AR' ? 'rtl' : 'ltr';
    test.beforeEach(async ({ page }) => {
      test.slow(); // several full-page axe runs per test
      await page.addInitScript((value) => localStorage.setItem('lp.locale', value), locale);
    });

    test('My courses and its filter drawer, on the inline-end side', async ({ page }) => {
      await signInAt(page, '/learn/courses');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);

      await main(page).getByRole('button', { expanded: false }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox').first().check();
      await expectAccessible(page);
      const box = (await dialog.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (dir === 'ltr') expect(Math.round(box.x + box.width)).toBe(width);
      else expect(Math.round(box.x)).toBe(0);
    });

    test('the catalog and a catalog course', async ({ page }) => {
      await signInAt(page, '/learn/catalog');
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);
      const id = await catalogObjectiveId(page, 'Negotiation Skills');
      await page.goto(`/learn/catalog/${id}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Negotiation Skills');
      await expectAccessible(page);
    });

    test('the empty states: no results, no courses', async ({ page }) => {
      await signInAt(page, '/learn/courses?keyword=zzzz-nothing');
      await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
      await expectAccessible(page);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.removeItem('lp.courseList.enrolled'));
      await signInAt(page, '/learn/courses', accounts.admin);
      await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
      await expectAccessible(page);
    });

    test('the open catalog and a public course, signed out', async ({ page }) => {
      await page.goto('/learn/open-catalog');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);
      await main(page).getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/view\/details$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
