import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { courseIdOf } from './content-support.ts';

// Issue 14 AI tutor (decision 0027), on the data of e2e/imports/ai-tutor.json: the e2e server
// runs without a language model, so the tutor answers with the course's passages. Docked on a
// wide screen in en-US, full screen on a 390 px phone in ar-AR; axe with the panel open.
const ann = { email: 'tutor-ann@e2e.test', password: 'tutor-ann' };
const omar = { email: 'tutor-omar@e2e.test', password: 'tutor-omar' };
const enUS = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/en-US.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

async function openCourse(page: Page, account: typeof ann, code: string) {
  await signInTo(page, '/learn/courses', account);
  const id = await courseIdOf(page, code);
  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return id;
}

test('docked in en-US: reached by keyboard, it answers with the open lesson, cites it with a link, announces politely and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await openCourse(page, ann, 'E2E-TUTOR');
  const toggle = page.getByRole('button', { name: enUS['tutor.open'] });
  // Keyboard: Tab reaches the tutor's button, Enter opens the panel with the question box focused.
  for (let i = 0; i < 80 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: enUS['tutor.title'] });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: enUS['tutor.question'] });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('dir', 'auto');

  await page.keyboard.type('Should I twist my back when lifting a heavy box?');
  await page.keyboard.press('Enter');
  const conversation = panel.getByRole('list', { name: enUS['tutor.conversation'] });
  await expect(conversation.locator('p[dir="auto"]', { hasText: 'Should I twist my back' })).toBeVisible();
  const sources = panel.getByRole('list', { name: enUS['tutor.sources'] });
  const first = sources.getByRole('link').first();
  await expect(first).toHaveText('[1] Lifting safely');
  await expect(sources.locator('blockquote[dir="auto"]').first()).toContainText('Never twist your back');
  // Never the locked parts.
  await expect(panel).not.toContainText('PELICAN');
  await expect(panel.locator('[aria-live="polite"]')).toHaveText(/The tutor found \d passages? of the course/);
  // Docked: a panel at the start of the content, past the sidebar, across from the chat window's corner.
  const rect = (await panel.boundingBox())!;
  expect(rect.width).toBeLessThan(500);
  expect(rect.x).toBeGreaterThan(200);
  expect(rect.x + rect.width).toBeLessThan(800);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await panel.getByRole('link', { name: '[1] Lifting safely' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/view/content/.+`));
  await expect(page.getByRole('main')).toContainText('Bend your knees');
});

test("on a 390 px phone in ar-AR: full screen, right to left, the learner's text isolated and the outcome announced", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await openCourse(page, omar, 'E2E-TUTOR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar['tutor.open'] }).click();
  const panel = page.getByRole('region', { name: ar['tutor.title'] });
  const rect = (await panel.boundingBox())!;
  expect(rect.width).toBeGreaterThanOrEqual(389);
  expect(rect.height).toBeGreaterThanOrEqual(800);

  const box = panel.getByRole('textbox', { name: ar['tutor.question'] });
  await box.fill('ما هي الكيمياء الكمية؟');
  await panel.getByRole('button', { name: ar['tutor.ask'] }).click();
  await expect(panel.locator('p[dir="auto"]', { hasText: 'ما هي الكيمياء الكمية؟' })).toBeVisible();
  await expect(panel.locator('[aria-live="polite"]')).toHaveText(ar['tutor.outcome.noPassages']!);
  await expectAccessible(page);

  await box.fill('Who has right of way in the loading bay?');
  await box.press('Enter');
  await expect(panel.getByRole('list', { name: ar['tutor.sources'] }).getByRole('link').first()).toHaveText('[1] Forklift zones');
  await expectAccessible(page);
});

test('a course whose tutor is off shows none, and a knowledge center that fails to load is reported while the page goes on', async ({
  page,
}) => {
  await openCourse(page, ann, 'E2E-TUTOR-OFF');
  await expect(page.getByRole('button', { name: enUS['tutor.open'] })).toHaveCount(0);

  const reports: string[] = [];
  await page.route('**/assets/tutor-panel-*.js', (route) => route.abort());
  page.on('request', (request) => {
    if (request.url().includes('/usage-events')) reports.push(request.postData() ?? '');
  });
  const id = await courseIdOf(page, 'E2E-TUTOR');
  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Logged under the fragment's name of doc 1 §1 with its version (decision 0029).
  await expect
    .poll(() =>
      reports.some((r) => r.includes('client_error') && r.includes('"fragment":"knowledgeCenter"') && /"version":"[^"]*\d/.test(r)),
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: enUS['tutor.open'] })).toHaveCount(0);
});
