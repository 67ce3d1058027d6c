import { test, expect, submitSignInForm, expectAccessible } from '../fixtures.ts';

// An email no account has, new on every run and retry: the limit counts it like any
// account, and no other journey's account is made to wait.
const freshEmail = () => `limit-${test.info().retry}-${Date.now()}@nobody.test`;

test('after five wrong passwords the sign-in form says how long to wait, in the reader language', async ({ page, browser }) => {
  const email = freshEmail();
  await page.goto('/learn/');
  for (let i = 1; i <= 4; i++) {
    await submitSignInForm(page, { email, password: `wrong-${i}` });
    await expect(page.getByRole('alert')).toContainText('not right');
  }
  const locked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/idp\/interaction\//.test(r.url()));
  await submitSignInForm(page, { email, password: 'wrong-5' });
  expect((await locked).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-ins. Please wait 30 seconds and try again.');
  await expectAccessible(page);

  const arabic = await browser.newPage({ locale: 'ar-AR' });
  try {
    await arabic.goto('/learn/');
    // The labels are in Arabic here: the fields by their names.
    await arabic.locator('input[name=email]').fill(email);
    await arabic.locator('input[name=password]').fill('wrong-6');
    await arabic.locator('button[type=submit]').click();
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByRole('alert')).toContainText('يُرجى الانتظار');
  } finally {
    await arabic.close();
  }
});
