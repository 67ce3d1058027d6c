import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { contentPath, courseIdOf, findByName, runTreeOf } from './content-support.ts';
import { expectNoSidewaysScroll } from './phone-support.ts';

// Issue 34 item 4 (decision 0081), with its own accounts (e2e/imports/attachments.json): Ana
// attaches a file to a discussion post after a file too large is refused with doc 2 §5's
// message, then hands in for the Green team; Badr, in Arabic, sees the hand-in and its file.
// Axe on each screen in en-US and ar-AR. The tests run in order.
test.describe.configure({ mode: 'serial' });

const ana = { email: 'att-ana@e2e.test', password: 'att-ana' };
const badr = { email: 'att-badr@e2e.test', password: 'att-badr' };
const catalog = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/i18n/catalogs/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const [enUS, ar] = [catalog('en-US'), catalog('ar-AR')];
/** A retry posts again: each attempt's text is its own. */
const attempt = `${Date.now()}`;

async function openActivity(page: Page, account: typeof ana, name: string) {
  await signInTo(page, '/learn/courses', account);
  const id = await courseIdOf(page, 'E2E-ATT');
  const node = findByName((await runTreeOf(page, id)).children, name)!;
  await page.goto(contentPath(id, node.id));
  return page.getByRole('main');
}

test('a post takes a file; a file over the limit is refused in the browser with the message', async ({ page }) => {
  const main = await openActivity(page, ana, 'Share your plan');
  const picker = main.getByLabel(enUS['attachments.add']!);
  await expect(picker).toBeEnabled();
  await expect(main.getByText('Largest file: 10 MB · Most files: 5 · Types: pdf, png,', { exact: false })).toBeVisible();
  await picker.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(main.getByRole('alert').filter({ hasText: 'scan.pdf' })).toContainText('We support attaching files not bigger than 10 MB');
  await picker.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await expect(main.getByRole('alert').filter({ hasText: 'page.html' })).toContainText(
    'We support attaching only these types of files: pdf',
  );

  await picker.setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Our plan') });
  const chosen = main.getByRole('list', { name: enUS['attachments.chosen'] });
  await expect(chosen).toContainText('plan.txt');
  await expect(chosen).toContainText('8 B');
  await expect(chosen.getByRole('button', { name: /Remove .plan\.txt./ })).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('textbox', { name: enUS['discussion.newPost'] }).fill(`My plan ${attempt}`);
  await main.getByRole('button', { name: enUS['discussion.submit'], exact: true }).click();
  // The post's own article, inside the activity's.
  const post = main
    .getByRole('article')
    .filter({ hasText: `My plan ${attempt}` })
    .last();
  await expect(post.getByRole('link', { name: 'plan.txt' })).toHaveAttribute('href', /^\/api\/lms-storage\/v1\/files\//);
  // doc 2 §7: the size a HEAD of the file's url answered.
  await expect(post).toContainText('8 B');
  await expect(chosen).toHaveCount(0);
  await expectAccessible(page);
});

test("a member saves the team's hand-in with a file", async ({ page }) => {
  const main = await openActivity(page, ana, 'Team report');
  const handIn = main.getByRole('region', { name: enUS['teams.handIn.title'] });
  await expect(handIn).toBeVisible();
  await handIn.getByRole('textbox', { name: enUS['teams.handIn.text'] }).fill(`Our recommendation ${attempt}`);
  await handIn
    .getByLabel(enUS['attachments.add']!)
    .setInputFiles({ name: 'report.txt', mimeType: 'text/plain', buffer: Buffer.from('Report') });
  await expect(handIn.getByRole('list', { name: enUS['attachments.chosen'] })).toContainText('report.txt');
  await expect(handIn.getByText(enUS['attachments.uploading']!)).toHaveCount(0);
  await handIn.getByRole('button', { name: enUS['teams.handIn.save'] }).click();
  await expect(handIn.getByText(enUS['teams.handIn.saved']!)).toBeVisible();
  await expect(handIn).toContainText(/Saved by .Ana Ruiz. on /);
  await expectAccessible(page);
});

test('another member, in Arabic, sees the hand-in and the post with its file', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  const main = await openActivity(page, badr, 'Team report');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const handIn = main.getByRole('region', { name: ar['teams.handIn.title'] });
  await expect(handIn.getByRole('textbox', { name: ar['teams.handIn.text'] })).toHaveValue(`Our recommendation ${attempt}`);
  await expect(handIn).toContainText('Ana Ruiz');
  await expect(handIn.getByRole('list', { name: ar['attachments.chosen'] })).toContainText('report.txt');
  await expectAccessible(page);
  // On a phone (320 px), by touch: the form and its files fit without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page, 'the hand-in at 320 px');

  const id = await courseIdOf(page, 'E2E-ATT');
  const talk = findByName((await runTreeOf(page, id)).children, 'Share your plan')!;
  await page.goto(contentPath(id, talk.id));
  const post = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: `My plan ${attempt}` });
  await expect(post.getByRole('link', { name: 'plan.txt' })).toBeVisible();
  await expectAccessible(page);
});
