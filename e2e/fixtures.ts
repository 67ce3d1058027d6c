import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const accounts = {
  learner: { email: 'learner@demo.test', password: 'learner' },
  learner2: { email: 'learner2@demo.test', password: 'learner2' },
  admin: { email: 'admin@demo.test', password: 'admin' },
} as const;

/** Signs in through the real identity provider's form, starting from `path`. */
export async function signIn(page: Page, account: { email: string; password: string } = accounts.learner, path = '/learn/') {
  await page.goto(path);
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByLabel(/password/i).fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** axe on the whole page: no violations at all (WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base;
export { expect };
