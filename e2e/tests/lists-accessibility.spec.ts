import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import { catalogObjectiveId, signInAt } from './lists-support.ts';

// axe on every list screen, left to right and right to left (doc 1 §1: Arabic is right to left).
for (const locale of ['en-US', 'ar-AR'] as const) {
  test.describe(`list screens in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('lp.locale', value), locale);
    });
    const dir = locale === 'ar-AR' ? 'rtl' : 'ltr';
    const main = (page: import('@playwright/test').Page) => page.getByRole('main');

    test('My courses, its filter drawer and the catalog', async ({ page }) => {
      await signInAt(page, '/learn/courses');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);

      await main(page).getByRole('button', { expanded: false }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox').first().check();
      await expectAccessible(page);
      // The side panel sits on the inline end: right in English, left in Arabic.
      const box = (await dialog.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (dir === 'ltr') expect(Math.round(box.x + box.width)).toBe(width);
      else expect(Math.round(box.x)).toBe(0);
      await page.keyboard.press('Escape');

      await page.goto('/learn/catalog');
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);

      const id = await catalogObjectiveId(page, 'Negotiation Skills');
      await page.goto(`/learn/catalog/${id}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Negotiation Skills');
      await expectAccessible(page);

      await page.goto('/learn/courses?keyword=zzzz-nothing');
      await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
      await expectAccessible(page);
    });

    test('the empty My courses', async ({ page }) => {
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
