// Helpers of the lists journeys (lists-*.spec.ts): the demo data's names, the cards, the list calls.
import type { Page, Request } from '@playwright/test';
import { expect, signIn, accounts } from '../fixtures.ts';

export const LIST_CALLS = {
  enrolled: '/api/platform/v1/objective-workflow-aggregates/query',
  catalog: '/api/lms/v1/users/me/objective-accesses/query',
  public: '/api/platform/v1/public/open-catalog/objectives/query',
  enrol: '/api/platform/v1/create-self-enrollments',
} as const;

export const NOTICE = 'Some filters are no longer available and were removed.';

/** Signs in at `path` and waits for the list (or page) to show its first-level heading. */
export async function signInAt(page: Page, path: string, account: { email: string; password: string } = accounts.learner) {
  await signIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
export const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');
export const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
export const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search courses' });

/** Calls to `path` made from now on. */
export function recordCalls(page: Page, path: string, method = 'GET'): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

/** The objective id of a catalog course by name, asked with the signed-in session. */
export async function catalogObjectiveId(page: Page, name: string): Promise<string> {
  const filter = JSON.stringify(['objective.name', 'contains', name.toLowerCase()]);
  const response = await page.request.get(`${LIST_CALLS.catalog}?filter=${encodeURIComponent(filter)}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { objective: { id: string; name: string } }[] };
  const match = body.data.find((c) => c.objective.name === name);
  if (!match) throw new Error(`no catalog course named ${name}`);
  return match.objective.id;
}

export const searchOf = (page: Page) => new URL(page.url()).searchParams;
