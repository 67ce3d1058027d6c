// Helpers of the course journeys (course-*.spec.ts): course ids by code, the details page's parts.
import type { Page } from '@playwright/test';
import { expect, mainHeading } from '../fixtures.ts';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** GET with the signed-in session of `page`; fails the test on an error answer. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The objective id of a course by its code: from My courses, else from the catalog. */
export async function objectiveIdByCode(page: Page, code: string): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify(['objective.code', '=', code]));
  for (const list of ['/api/platform/v1/objective-workflow-aggregates/query', '/api/lms/v1/users/me/objective-accesses/query']) {
    const body = await apiGet<{ data: { objective: { id: string; code: string } }[] }>(page, `${list}?filter=${filter}`);
    const match = body.data.find((c) => c.objective.code === code);
    if (match) return match.objective.id;
  }
  throw new Error(`no course with code ${code}`);
}

export const detailsPath = (id: string) => `/learn/courses/${id}/view/details`;

/** Opens the details of the course with `code` (signed in already) and waits for its title. */
export async function openDetails(page: Page, code: string, name: string): Promise<string> {
  const id = await objectiveIdByCode(page, code);
  await page.goto(detailsPath(id));
  await expect(mainHeading(page)).toHaveText(name);
  return id;
}

/** A fact of the overview (status, grade, score, result, due, started, submitted, completed). */
export const fact = (page: Page, key: string) => page.locator(`[data-fact="${key}"] dd`);
export const layers = (page: Page, name = 'Course') => page.getByRole('navigation', { name, exact: true });
/** The buttons and links of the action area, by their names, in order. */
export const actionNames = (page: Page) =>
  page
    .getByRole('main')
    .locator('header')
    .getByRole('button')
    .or(page.getByRole('main').locator('header').getByRole('link'))
    .allTextContents();
export const toast = (page: Page) => page.getByRole('alert');

/** What the page copied (the test's context must have the clipboard permissions). */
export const readClipboard = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
  );
