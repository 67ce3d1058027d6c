import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { test, expect, expectAccessible, mainHeading, storage, submitSignInForm } from '../fixtures.ts';

// Issue 14, knowledge checks by e-mail (doc 2 §2, §4, §5, §8; decision 0026), with learners of
// their own (e2e/imports/knowledge-checks.json) who finished a course with a knowledge model two
// days ago: at start the server's worker e-mailed each the day-1 check through SMTP to the run's
// mail catcher (e2e/start-server.mjs, on the portal's port + 2000). A learner opens a link of
// the e-mail as a mail client would, signs in, and lands on the answer page.
test.describe.configure({ mode: 'serial' });

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const catcher = `http://localhost:${Number(new URL(baseURL).port) + 2000}`;
const account = (name: string) => ({ email: `kc-${name}@e2e.test`, password: `kc-${name}` });

/** The answer links of the learner's knowledge-check e-mail, waiting for the worker to send it. */
async function linksFor(name: string): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const mail = (await (await fetch(`${catcher}/api/messages?to=kc-${name}@e2e.test`)).json()) as {
          subject: string;
          links: string[];
        }[];
        links = mail[0]?.links ?? [];
        return links.length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  return links;
}

/** Opens a link from the e-mail: the portal asks for sign-in first, then shows the page it names. */
async function open(page: Page, link: string, name: string) {
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await submitSignInForm(page, account(name));
}

test('a correct answer: "Correct!" with the question, the answer and its feedback, and "Review module" to the course', async ({ page }) => {
  const [right] = await linksFor('ava');
  expect(right).toMatch(/\/learn\/email-response-callback\?answer=a\.[\w-]+&workflowId=[0-9a-f-]{36}$/);
  await open(page, right!, 'ava');
  await expect(mainHeading(page)).toHaveText('✓ Correct!');
  const main = page.getByRole('main');
  await expect(main.getByRole('definition')).toHaveText(['How high should a forklift carry its load?', 'Just above the floor']);
  await expect(main.getByText('A low load keeps the truck stable.')).toBeVisible();
  await expect(page).toHaveTitle(/Knowledge check/);
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Review module' }).click();
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/details$/);
  await expect(mainHeading(page)).toHaveText('Knowledge check forklift course');
});

test('answered before: any link of the e-mail goes straight to the module, and the first answer stays', async ({ page }) => {
  const [right, wrong] = await linksFor('ava');
  await open(page, wrong!, 'ava');
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/details$/);
  await expect(mainHeading(page)).toHaveText('Knowledge check forklift course');
  // Never a silent redirect: the learner reads why the link led to the course, and which answer counts.
  await expect(page.getByRole('status').filter({ hasText: 'You have already answered this question' })).toContainText(
    'Just above the floor',
  );
  const check = await page.request.get(
    `/api/platform/v1/users/me/reinforcement-learning-workflows/${new URL(right!).searchParams.get('workflowId')}`,
  );
  expect(await check.json()).toMatchObject({ answer: 'a', answerText: 'Just above the floor', normalizedScore: 1 });
});

test('an incorrect answer: "Not quite" with the answer chosen and why', async ({ page }) => {
  const [, wrong] = await linksFor('ben');
  await open(page, wrong!, 'ben');
  await expect(mainHeading(page)).toHaveText('✗ Not quite');
  await expect(page.getByRole('main').getByRole('definition').last()).toHaveText('At eye level');
  await expect(page.getByText('A high load can tip the truck over.')).toBeVisible();
  await expectAccessible(page);
});

test('another learner\'s link: "Workflow not found", then the root', async ({ page }) => {
  const [right] = await linksFor('cy');
  await open(page, right!, 'dan');
  await expect(page.getByRole('alert').filter({ hasText: 'Workflow not found' })).toBeVisible();
  // The root: the demo tenant's dashboard (issue 33).
  await expect(page).toHaveURL(/\/learn\/?$/);
});

test('a link without its answer, or with a changed one, is an invalid link and answers nothing', async ({ page }) => {
  const [right] = await linksFor('cy');
  const url = new URL(right!);
  const workflowId = url.searchParams.get('workflowId')!;
  await open(page, `${url.origin}${url.pathname}?workflowId=${workflowId}`, 'cy');
  await expect(mainHeading(page)).toHaveText('This answer link is not valid');
  await expectAccessible(page);
  const forged = `${url.pathname}?answer=${encodeURIComponent(`b.${url.searchParams.get('answer')!.split('.')[1]}`)}&workflowId=${workflowId}`;
  await page.goto(forged);
  await expect(mainHeading(page)).toHaveText('This answer link is not valid');
  const check = await page.request.get(`/api/platform/v1/users/me/reinforcement-learning-workflows/${workflowId}`);
  expect(await check.json()).toMatchObject({ answer: null });
});

test('in Arabic, right to left: the answer page and its feedback, with axe', async ({ page }) => {
  const [right] = await linksFor('cy');
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await open(page, right!, 'cy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText(`✓ ${ar['knowledgeCheck.page.correct']}`);
  await expect(page.getByRole('link', { name: ar['knowledgeCheck.page.reviewModule'] })).toBeVisible();
  await expectAccessible(page);
});

test('a course that is no longer available: "Module not found", with axe in en-US and ar-AR', async ({ page }) => {
  const [right] = await linksFor('dan');
  await open(page, right!, 'dan');
  await expect(mainHeading(page)).toHaveText('Module not found');
  await expectAccessible(page);
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(mainHeading(page)).toHaveText(ar['knowledgeCheck.error.moduleNotFound']!);
  await expectAccessible(page);
});
