import { readFileSync } from 'node:fs';
import { accounts, expect, expectAccessible, mainNavigation, signInTo, storage, test } from '../fixtures.ts';

// Issue 14, the feedback widget (doc 2 §7, doc 1 §9 feedback categories; decision 0030): the
// survey opened from the foot of the navigation, answered by keyboard, kept by the server and
// read back by an administrator from the CSV export. Sending feedback changes no course, so
// the demo learner's own session is enough.
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

test('a learner sends feedback by keyboard, and an administrator reads it in the CSV export', async ({ page, browser }) => {
  await signInTo(page, '/learn/courses');
  const launcher = mainNavigation(page).getByRole('button', { name: 'Send feedback' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tell us what you think' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Focus starts on the rating; arrow keys move through it as a radio group.
  await expect(dialog.getByRole('radio', { name: /Very poor/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: /Good/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Specific activities' }).check();
  const comment = `The PDF viewer is great ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await dialog.getByRole('button', { name: 'Send' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your feedback' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(launcher).toBeFocused();

  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await signInTo(adminPage, '/learn/courses', accounts.admin);
    const csv = await adminPage.request.get('/api/platform/v1/feedback-events/export');
    expect(csv.status()).toBe(200);
    const line = (await csv.text()).split('\r\n').find((l) => l.includes(comment));
    expect(line).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+,4,courseActivities,${comment},en-US,/learn/courses,[^,]*,learner@demo\\.test$`),
    );
  } finally {
    await admin.close();
  }
});

test('in Arabic the survey reads right to left and passes axe', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/courses');
  await mainNavigation(page, ar['shell.navigation']).getByRole('button', { name: ar['feedback.open'] }).click();
  const dialog = page.getByRole('dialog', { name: ar['feedback.title'] });
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Sending without a rating says what is missing, in Arabic, and moves the focus to it.
  await dialog.getByRole('button', { name: ar['feedback.send'] }).click();
  await expect(dialog.getByText(ar['feedback.gradeMissing']!)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: new RegExp(ar['feedback.grade.1']!) })).toBeFocused();
  await expectAccessible(page);
});
