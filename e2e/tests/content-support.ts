// Helpers of the content journeys (content-*.spec.ts): finding a course, opening its content, the table of contents.
import type { Page } from '@playwright/test';
import { expect, signInTo, accounts, type Account } from '../fixtures.ts';

const ENROLLED = '/api/platform/v1/objective-workflow-aggregates/query';

/** The objective id of one of the signed-in learner's courses, by its code. */
export async function courseIdOf(page: Page, code: string): Promise<string> {
  const filter = JSON.stringify(['objective.code', 'contains', code]);
  const response = await page.request.get(`${ENROLLED}?filter=${encodeURIComponent(filter)}&take=20`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { objective: { id: string; code: string | null } }[] };
  const match = body.data.find((c) => c.objective.code === code);
  if (!match) throw new Error(`no course ${code} in My courses`);
  return match.objective.id;
}

export const contentPath = (id: string, axis = '') => `/learn/courses/${id}/view/content${axis ? `/${axis}` : ''}`;

/** Signs in (on My courses) and returns the course's id. */
export async function signInForCourse(page: Page, code: string, account: Account = accounts.learner): Promise<string> {
  await signInTo(page, '/learn/courses', account);
  return courseIdOf(page, code);
}

/** Starts a course that has no run yet from its details page, which then opens its content. */
export async function startFromDetails(page: Page, id: string) {
  await page.goto(`/learn/courses/${id}/view/details`);
  await page.getByRole('main').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}(/|$)`));
}

export const toc = (page: Page, name = 'Course contents') => page.getByRole('navigation', { name, exact: true });
/** A table-of-contents item by its name (the state follows in brackets). */
export const tocLink = (page: Page, name: string) => toc(page).getByRole('link', { name: new RegExp(`^${escape(name)} \\(`) });
export const tocLocked = (page: Page, name: string) => toc(page).getByRole('button', { name: new RegExp(`^${escape(name)} \\(`) });
export const activityHeading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Vimeo is not reached from the tests: its player answers with an empty page. */
export async function stubVimeo(page: Page) {
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Vimeo</title>' }));
}
