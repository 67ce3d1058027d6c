import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const accounts = {
  learner: { email: 'learner@demo.test', password: 'learner' },
  learner2: { email: 'learner2@demo.test', password: 'learner2' },
  admin: { email: 'admin@demo.test', password: 'admin' },
} as const;
export type Account = { email: string; password: string };

/** Names the shell gives itself in en-US (packages/i18n/catalogs/en-US.json). */
export const en = {
  navigation: 'Main navigation',
  breadcrumbs: 'Breadcrumb',
  skipLink: 'Skip to main content',
  menu: 'Menu',
  userMenu: /^Account/,
} as const;

/** Local-storage keys the app owns (apps/web/src/lib/i18n.tsx, app/shell/use-session-record.ts). */
export const storage = { locale: 'lp.locale', session: 'lp.session' } as const;

/**
 * A page the server drew (decision 0043) is marked data-drawn until the app has taken it
 * over: a click before then would reach no handler, so a journey waits for it, as a learner
 * waits for the page to come alive (its controls show a progress cursor until then).
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-drawn'), undefined, { timeout: 30_000 });
}

/** A locale's catalog (packages/i18n/catalogs), en-US's for one without a file. */
function catalogOf(locale: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(new URL(`../packages/i18n/catalogs/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  } catch {
    return locale === 'en-US' ? {} : catalogOf('en-US');
  }
}

/**
 * Fills the identity provider's form on the current page, in the page's language: the one
 * chosen in the app when there is one (its lp.locale cookie, decision 0050), else the browser's.
 */
export async function submitSignInForm(page: Page, account: Account) {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  const words = catalogOf((await page.locator('html').getAttribute('lang')) ?? 'en-US');
  const english = catalogOf('en-US');
  const word = (id: string) => words[id] ?? english[id]!;
  await page.getByLabel(word('idp.login.email'), { exact: true }).fill(account.email);
  await page.getByLabel(word('idp.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: word('idp.login.submit'), exact: true }).click();
}

/** Signs in through the real identity provider's form, starting from `path`. */
export async function signIn(page: Page, account: Account = accounts.learner, path = '/learn/') {
  await page.goto(path);
  await submitSignInForm(page, account);
}

/** Signs in starting from `path` and waits until the app shows `path` inside its signed-in shell (in any language). */
export async function signInTo(page: Page, path: string, account: Account = accounts.learner) {
  await signIn(page, account, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('banner').getByRole('button', { expanded: false }).last()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // The page's own chunk has rendered: the shell will not re-render under the next click.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApp(page);
}

export const userMenuButton = (page: Page, name: string | RegExp = en.userMenu) => page.getByRole('button', { name, exact: false });
export const mainNavigation = (page: Page, name: string = en.navigation) => page.getByRole('navigation', { name, exact: true });
export const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The session record kept in local storage (doc 1 §4 Session). */
export async function readSessionRecord(page: Page): Promise<{ userId: string; lastActivityDate: string } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), storage.session);
}

/** axe on the whole page: no violations at all (WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Fails the test on any uncaught error in the page — a crash must not pass as a blank
 * screen — and on anything the Content-Security-Policy refused: every journey then also
 * proves the app runs under its policy (security issue 9 item 6).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  // Every page opened by address is used once the app has taken it over (waitForApp).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page).catch(() => undefined);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page).catch(() => undefined);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const refused: string[] = [];
      // Which page it was on: a failure names the address, not only React's error number.
      page.on('pageerror', (error) => errors.push(new Error(`${error.message} (on ${page.url()})`)));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
      expect(refused, 'content the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
