import { test, expect, signInTo, expectAccessible, en, mainHeading, mainNavigation, userMenuButton } from '../fixtures.ts';

test('the skip link is the first Tab stop and moves focus to main', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  await page.reload();
  await expect(mainHeading(page)).toHaveText('My courses');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the sidebar marks the current entry and the breadcrumbs follow the page', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const nav = mainNavigation(page);
  const entry = (name: string) => nav.getByRole('link', { name, exact: true });
  const breadcrumbs = page.getByRole('navigation', { name: en.breadcrumbs });

  await expect(entry('My courses')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('My courses');
  await expectAccessible(page);

  await entry('Catalog').click();
  await expect(page).toHaveURL('/learn/catalog');
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(entry('Catalog')).toHaveAttribute('aria-current', 'page');
  await expect(entry('My courses')).not.toHaveAttribute('aria-current');
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Catalog');
  await expectAccessible(page);

  await entry('Calendar').click();
  await expect(page).toHaveURL('/learn/calendar');
  await expect(entry('Calendar')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(mainHeading(page)).toBeVisible();
  await expectAccessible(page);

  await entry('My courses').click();
  await expect(page).toHaveURL('/learn/courses');
  await expect(entry('My courses')).toHaveAttribute('aria-current', 'page');
});

test('the user menu opens, closes on Escape returning focus, lists the languages and leads to the profile', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const trigger = userMenuButton(page);
  const profile = page.getByRole('link', { name: 'Profile' });

  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(profile).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(profile).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(profile).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const language = page.getByRole('button', { name: 'Language' });
  await language.click();
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  const languages = page.getByRole('list', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English (US)' })).toHaveAttribute('aria-current', 'true');
  await expect(languages.getByRole('button', { name: 'العربية' })).toBeVisible();
  await expect(languages.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await expect(languages.getByRole('listitem')).toHaveCount(35); // doc 1 §9: the locale list
  await expectAccessible(page);

  await profile.click();
  await expect(page).toHaveURL('/learn/profile');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(mainHeading(page)).toBeVisible();
  await expectAccessible(page);
});
