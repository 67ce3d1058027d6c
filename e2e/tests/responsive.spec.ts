import { test, expect, signInTo, expectAccessible, en, mainHeading, mainNavigation } from '../fixtures.ts';

// doc 1 §1, §9: the shell's narrow layout applies up to 1279px.
test('at 1279px the sidebar hides behind the Menu button, which toggles it with aria-expanded', async ({ page }) => {
  await page.setViewportSize({ width: 1279, height: 800 });
  await signInTo(page, '/learn/courses');
  const hamburger = page.getByRole('button', { name: en.menu, exact: true });
  const nav = mainNavigation(page);

  await expect(hamburger).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expectAccessible(page);

  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  // Following an entry closes the drawer.
  await hamburger.click();
  await nav.getByRole('link', { name: 'Catalog' }).click();
  await expect(page).toHaveURL('/learn/catalog');
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(nav).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});

test('at 1280px the sidebar shows and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInTo(page, '/learn/courses');
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: en.menu, exact: true })).toBeHidden();
  await expectAccessible(page);
});
