import { test, expect, signIn, expectAccessible, accounts } from '../fixtures.ts';

test('a signed-out visitor signs in at the identity provider and lands on My courses with the shell', async ({ page }) => {
  await page.goto('/learn/');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expectAccessible(page);
  await signIn(page, accounts.learner, page.url());
  await expect(page).toHaveURL(/\/learn\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await signIn(page, { email: accounts.learner.email, password: 'wrong' });
  await expect(page.getByRole('alert')).toContainText('not right');
  const me = await page.request.get('/api/platform/v1/users/me');
  expect(me.status()).toBe(401);
});

test('signing out ends the session on the server', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/idp\//);
  const me = await page.request.get('/api/platform/v1/users/me');
  expect(me.status()).toBe(401);
});
