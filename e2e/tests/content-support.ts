// Helpers of the content journeys (content-*.spec.ts): finding a course, opening its content, the table of contents.
import type { Page } from '@playwright/test';
import { expect, signInTo, accounts, type Account } from '../fixtures.ts';

const ENROLLED = '/api/platform/v1/objective-workflow-aggregates/query';

/** The objective id of one of the signed-in learner's courses, by its code. */
export async function courseIdOf(page: Page, code: string): Promise<string> {
  const filter = JSON.stringify(['objective.code', 'contains', code]);
  const response = await page.request.get(`${ENROLLED}?filter=${encodeURIComponent(filter)}&take=20`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
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
  const main = page.getByRole('main');
  const start = main.getByRole('button', { name: 'Start', exact: true });
  const resume = main.getByRole('link', { name: /^(Continue|Review)$/ });
  await expect(start.or(resume).first()).toBeVisible();
  await ((await start.isVisible()) ? start : resume.first()).click();
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}(/|\\?|$)`));
}

export const toc = (page: Page, name = 'Course contents') => page.getByRole('navigation', { name, exact: true });
/** A table-of-contents item by its name (the state follows in brackets). */
export const tocLink = (page: Page, name: string) => toc(page).getByRole('link', { name: new RegExp(`^${escape(name)} \\(`) });
export const tocLocked = (page: Page, name: string) => toc(page).getByRole('button', { name: new RegExp(`^${escape(name)} \\(`) });
export const activityHeading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Vimeo is not reached from the tests: its player answers with a page that, as Vimeo's player
 * does, tells the portal it is ready ({"event":"ready"}) and answers a ping.
 */
export async function stubVimeo(page: Page) {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: VIMEO_PLAYER_STUB }),
  );
}
const VIMEO_PLAYER_STUB = `<!doctype html><html lang="en"><title>Vimeo player</title><main>Player</main><script>
parent.postMessage(JSON.stringify({ event: 'ready' }), '*');
addEventListener('message', (e) => { if (String(e.data).includes('"ping"')) e.source.postMessage(JSON.stringify({ method: 'ping' }), e.origin); });
</script></html>`;

/** The run's full tree as the server sends it (through the signed-in session). */
export async function runTreeOf(page: Page, id: string): Promise<{ children: TreeNode[] }> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const details = (await (await page.request.get(`/api/lms/v1/users/me/objectives/${id}`, { headers })).json()) as {
    objectiveWorkflowAggregate: { lastObjectiveWorkflow: { id: string } };
  };
  const ow = details.objectiveWorkflowAggregate.lastObjectiveWorkflow.id;
  return (await (
    await page.request.get(`/api/platform/v1/users/me/objective-workflows/${ow}/activity-with-aggregates`, { headers })
  ).json()) as { children: TreeNode[] };
}
/** A part as the tree answer carries it: a constraint field at its default (null) is left out, and so is a leaf's children (decision 0037). */
export interface TreeNode {
  id: string;
  activityConstraint?: Record<string, string | null>;
  childActivity: { name: string; children?: TreeNode[] };
}
export const findByName = (nodes: TreeNode[], name: string): TreeNode | undefined =>
  nodes.flatMap((n) => [n, ...(n.childActivity.children ?? [])]).find((n) => n.childActivity.name === name);

/** The date-time format of doc 2 §9 in a time zone, spaces made plain (Intl uses narrow no-break spaces). */
export const formatDateTime = (iso: string, timeZone: string, locale = 'en-US') =>
  plain(
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    }).format(new Date(iso)),
  );
export const plain = (text: string) => text.replace(/\s/g, ' ');

/** Requests of a method to paths matching a pattern, from now on. */
export function recordRequests(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.postData() ?? '');
  });
  return seen;
}
