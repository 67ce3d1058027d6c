import {
  test,
  expect,
  signIn,
  signInTo,
  submitSignInForm,
  expectAccessible,
  accounts,
  mainHeading,
  mainNavigation,
  userMenuButton,
} from '../fixtures.ts';

test('a signed-out visitor signs in at the identity provider and lands on the first navigation entry', async ({ page }) => {
  await page.goto('/learn/');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expectAccessible(page);
  await submitSignInForm(page, accounts.learner);
  // doc 1 §2, §6: the demo tenant has the dashboard (issue 33), the first navigation entry and the root.
  await expect(page).toHaveURL('/learn/');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Catalog' })).toBeVisible();
  await expectAccessible(page);
});

test('a deep link survives sign-in: the visitor comes back to exactly that URL', async ({ page }) => {
  await page.goto('/learn/catalog?keyword=x');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await submitSignInForm(page, accounts.learner);
  await expect(page).toHaveURL('/learn/catalog?keyword=x');
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(userMenuButton(page)).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await signIn(page, { email: accounts.learner.email, password: 'wrong' });
  await expect(page.getByRole('alert')).toContainText('not right');
  await expectAccessible(page);
  const me = await page.request.get('/api/platform/v1/users/me');
  expect(me.status()).toBe(401);
});

test('signing out ends the session on the server', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  await userMenuButton(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/idp\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  const me = await page.request.get('/api/platform/v1/users/me');
  expect(me.status()).toBe(401);
});

test('a sign-out link asks first: staying keeps the session, confirming ends it (in the reader’s language)', async ({
  page,
  browser,
  context,
}) => {
  await signInTo(page, '/learn/courses', accounts.learner2);
  await page.goto('/oidc/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/learn\//);
  expect((await page.request.get('/api/platform/v1/users/me')).status()).toBe(200);

  // The same browser's session, read in Arabic: the page is translated and right to left.
  const arabic = await browser.newContext({ locale: 'ar-AR', storageState: await context.storageState() });
  const arabicPage = await arabic.newPage();
  await arabicPage.goto('/oidc/logout');
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPage.getByRole('heading', { level: 1, name: 'تسجيل الخروج؟' })).toBeVisible();
  await expectAccessible(arabicPage);
  await arabicPage.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(arabicPage).toHaveURL(/\/idp\//);
  expect((await arabicPage.request.get('/api/platform/v1/users/me')).status()).toBe(401);
  await arabic.close();
});
