import { test, expect, expectAccessible, accounts, submitSignInForm } from '../fixtures.ts';
import { card, cards, drawer, filtersButton, resultCount, searchBox } from './lists-support.ts';

test('the open catalog needs no sign-in and shows public courses only', async ({ page }) => {
  await page.goto('/learn/open-catalog');
  await expect(page).toHaveURL(/\/learn\/open-catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course catalog');
  await expect(card(page, 'Workplace Safety Essentials')).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^\d+ courses$/);
  await expectAccessible(page);

  await searchBox(page).fill('negotiation');
  await expect(page.getByRole('heading', { name: 'No courses match your search' })).toBeVisible();
  await searchBox(page).fill('pivottables');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Advanced Excel: PivotTables and Power Query')).toBeVisible();

  await filtersButton(page).click();
  await expect(drawer(page).locator('legend')).toHaveText(['Collection', 'Skill level']);
  await expectAccessible(page);
});

test('a public course page signs in to enrol and comes back enrolled', async ({ page }) => {
  await page.goto('/learn/open-catalog?keyword=sustainability');
  await card(page, 'Sustainability at Work').getByRole('link', { name: 'Sustainability at Work' }).click();
  await expect(page).toHaveURL(/\/learn\/open-catalog\/[0-9a-f-]{36}\/view\/details$/);
  const id = new URL(page.url()).pathname.split('/')[3]!;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sustainability at Work');
  await expect(main).toContainText('ENV-101');
  const signInLink = main.getByRole('link', { name: 'Sign in to enrol' });
  const href = new URL((await signInLink.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/oidc/login');
  expect(href.searchParams.get('redirectUrl')).toBe(
    `${new URL(page.url()).origin}/learn/catalog?occflow=addToMyCourses&objectiveId=${id}&landing=course`,
  );
  await expectAccessible(page);

  await signInLink.click();
  await submitSignInForm(page, accounts.learner2);
  // Issue 33: back to the course the learner was looking at, now in My courses.
  await expect(page).toHaveURL(`/learn/courses/${id}/view/details`, { timeout: 20_000 });
  await expect(page.getByText('The course was added to My courses.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sustainability at Work');
  await page.goto('/learn/courses');
  await expect(card(page, 'Sustainability at Work')).toBeVisible();
});

test('an unknown public course is "not available", with a way back to the open catalog', async ({ page }) => {
  await page.goto('/learn/open-catalog/2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f/view/details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course is not available');
  await page.getByRole('link', { name: 'Back to the course catalog' }).click();
  await expect(page).toHaveURL(/\/learn\/open-catalog$/);
});
