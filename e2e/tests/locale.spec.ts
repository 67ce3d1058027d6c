import { readFileSync } from 'node:fs';
import { test, expect, signInTo, expectAccessible, en, mainHeading, mainNavigation, storage, userMenuButton } from '../fixtures.ts';

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const arabicScript = /\p{Script=Arabic}/u;

test('switching to Arabic turns the shell right-to-left, survives a reload and switches back', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const html = page.locator('html');

  await userMenuButton(page).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-AR');

  const checkArabic = async () => {
    await expect(mainHeading(page)).toHaveText(ar['myCourses.title']!);
    await expect(mainHeading(page)).toHaveText(arabicScript);
    const nav = mainNavigation(page, ar['shell.navigation']);
    await expect(nav).toBeVisible();
    for (const key of ['nav.courses', 'nav.catalog', 'nav.calendar']) {
      await expect(nav.getByRole('link', { name: ar[key], exact: true })).toBeVisible();
    }
    for (const link of await nav.getByRole('link').all()) await expect(link).toHaveText(arabicScript);
    // Right to left: the sidebar sits on the right of the main area.
    const [navBox, mainBox] = [await nav.boundingBox(), await page.getByRole('main').boundingBox()];
    expect(navBox!.x).toBeGreaterThan(mainBox!.x);
    await expectAccessible(page);
  };
  await checkArabic();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-AR');
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.locale)).toBe('ar-AR');
  await checkArabic();

  await userMenuButton(page, ar['shell.userMenu.label']).click();
  await page.getByRole('button', { name: ar['shell.userMenu.language'] }).click();
  await page.getByRole('button', { name: 'English (US)' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect(mainNavigation(page, en.navigation)).toBeVisible();
  await expectAccessible(page);
});

test('in the pseudo-locale every string of the shell comes from the catalogs', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'en-XA'), storage.locale);
  await signInTo(page, '/learn/courses');
  // packages/i18n/src/pseudo.ts: each message bracketed, its vowels, c and n accented.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainHeading(page)).toHaveText('[My çóúrsés]');
  const bracketed = /^\[.+\]$/;
  const nav = mainNavigation(page, '[Máíñ ñávígátíóñ]');
  // A plugin's entry (marked data-plugin) is labelled by the tenant, not the catalogs: the demo's
  // keeps its en-US label. Only that entry is left out; every other link must be a message.
  await expect(nav.locator('a[data-plugin]')).toHaveText(['Guest view']);
  const fromCatalogs = nav.getByRole('link').and(page.locator(':not([data-plugin])'));
  await expect(fromCatalogs).not.toHaveCount(0);
  // A link's name comes from the catalogs; the unread chat badge beside My courses is a
  // number for the eye (aria-hidden), and the count in words that describes the link is a message too.
  for (const link of await fromCatalogs.all()) {
    await expect(link).toHaveAccessibleName(bracketed);
    if (await link.getAttribute('aria-describedby')) await expect(link).toHaveAccessibleDescription(bracketed);
  }
  const crumbs = page.getByRole('navigation', { name: '[Bréádçrúmb]' }).getByRole('listitem');
  await expect(crumbs).not.toHaveCount(0);
  for (const crumb of await crumbs.all()) await expect(crumb).toHaveText(bracketed);
  await expect(page.getByRole('link', { name: '[Skíp tó máíñ çóñtéñt]' })).toBeAttached();
  await expectAccessible(page);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^\[Áççóúñt\]/ })
    .click();
  for (const item of await page.getByRole('banner').getByRole('listitem').all()) await expect(item).toHaveText(bracketed);
  await expectAccessible(page);
});
