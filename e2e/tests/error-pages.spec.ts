import { test, expect, signInTo, expectAccessible, accounts, mainHeading } from '../fixtures.ts';


test('a learner-only user sees Page not found, Forbidden and the 500 page, with the way back to My courses', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page');
  await expect(mainHeading(page)).toHaveText('Page not found');
  // Each error page names the document as its heading does (doc 1 §8, issue 16).
  await expect(page).toHaveTitle(/^Page not found — /);
  const back = page.getByRole('link', { name: 'Go to My courses' });
  await expect(back).toBeVisible();
  await expectAccessible(page);
  await back.click();
  await expect(page).toHaveURL('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');

  await page.goto('/learn/forbidden');
  await expect(mainHeading(page)).toHaveText('Forbidden');
  await expect(page).toHaveTitle(/^Forbidden — /);
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/learn/simulate-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle(/^Something went wrong — /);
  // Reached in the app, too: the title is the 500 page's, not the page shown before.
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/learn/simulate-error');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle(/^Something went wrong — /);
  await expectAccessible(page);
});

test('a user who is not learner-only is offered the Content library instead', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page', accounts.admin);
  await expect(mainHeading(page)).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to Content library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toHaveCount(0);
  await expectAccessible(page);
});
