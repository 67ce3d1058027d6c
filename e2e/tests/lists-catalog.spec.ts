import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import { card, cards, drawer, filtersButton, LIST_CALLS, recordCalls, resultCount, searchBox, signInAt } from './lists-support.ts';

// Enrolment journeys use the second learner, whose short list the other journeys do not read.

test('the catalog pages through every course: infinite scroll with a Load more button', async ({ page }) => {
  await signInAt(page, '/learn/catalog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  // The demo's 44 and its three package courses (SCORM 1.2, SCORM 2004, cmi5), the keyboard journey's own
  // (e2e/imports/keyboard-journey.json), the catalog course page's two (catalog-course.json) and the progress
  // journey's public course (course-progress.json).
  await expect(resultCount(page)).toHaveText('51 courses');
  const calls = recordCalls(page, LIST_CALLS.catalog);
  const loadMore = page.getByRole('button', { name: 'Load more courses' });
  // Keyboard users get a button; scrolling gets there too. Either way every course arrives once.
  while (await loadMore.isVisible()) {
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
  }
  await expect(cards(page)).toHaveCount(51);
  const skips = calls.map((r) => Number(new URL(r.url()).searchParams.get('skip')));
  expect(skips.every((skip) => skip > 0)).toBe(true);
  expect(new Set(skips).size).toBe(skips.length);
  expect(calls.every((r) => new URL(r.url()).searchParams.get('take') === '24')).toBe(true);
});

test('the catalog drawer has terms, categories and collections only', async ({ page }) => {
  await signInAt(page, '/learn/catalog');
  await filtersButton(page).click();
  await expect(drawer(page).locator('legend')).toHaveText(['Collection', 'Format', 'Skill level', 'Term']);
  await drawer(page).getByRole('checkbox', { name: 'Advanced' }).check();
  await expect(card(page, 'Negotiation Skills')).toBeVisible();
  await expect(card(page, 'Workplace Safety Essentials')).toHaveCount(0);
  expect(new URL(page.url()).search).toMatch(/^\?category%5B[0-9a-f-]{36}%5D=[0-9a-f-]{36}$/);
  await expectAccessible(page);
});

test('"Add to my courses" enrols once, even on a double click, offers "Start now", and is a disabled "Enrolled" on the next visit', async ({
  page,
}) => {
  await signInAt(page, '/learn/catalog', accounts.learner2);
  await searchBox(page).fill('spanish');
  const spanish = card(page, 'Spanish for Travellers');
  await expect(cards(page)).toHaveCount(1);
  const posts = recordCalls(page, LIST_CALLS.enrol, 'POST');
  await spanish.getByRole('button', { name: 'Add to my courses' }).dblclick();
  // Issue 33: the next step in its place, under the focus.
  await expect(spanish.getByRole('button', { name: 'Start now' })).toBeFocused();
  await expect(spanish.getByRole('button', { name: 'Start now' })).not.toHaveAttribute('aria-disabled');
  await expectAccessible(page);
  await expect(page.getByText('The course was added to My courses.')).toBeVisible();
  expect(posts).toHaveLength(1);
  const body = posts[0]!.postDataJSON() as { id: string; objectiveAccessId: string };
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.objectiveAccessId).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts[0]!.headers()['prefer']).toBe('respond-sync');

  await page.reload();
  await expect(card(page, 'Spanish for Travellers').getByRole('button', { name: 'Enrolled' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My courses', exact: true }).click();
  await expect(card(page, 'Spanish for Travellers')).toBeVisible();
});

test('the catalog course page: details, enrolment, then a way into the course', async ({ page }) => {
  await signInAt(page, '/learn/catalog', accounts.learner2);
  await searchBox(page).fill('french');
  await card(page, 'French Basics for Business').getByRole('link', { name: 'French Basics for Business' }).click();
  await expect(page).toHaveURL(/\/learn\/catalog\/[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('French Basics for Business');
  await expect(main).toContainText('LNG-110');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('French Basics for Business');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Add to my courses' }).click();
  await expect(main.getByRole('button', { name: 'Enrolled' })).toBeDisabled();
  const id = new URL(page.url()).pathname.split('/').at(-1);
  await expect(main.getByRole('link', { name: 'Open course' })).toHaveAttribute('href', `/learn/courses/${id}`);
});

test('a course outside the catalog is "not available"', async ({ page }) => {
  await signInAt(page, '/learn/catalog/6b0c8d3e-7e0a-4f4e-9a55-3d0f1d2a9b7c');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course is not available');
  await expect(page).toHaveTitle(/^Course is not available — /); // not the catalog's (issue 16)
  await page.getByRole('link', { name: 'Go to My courses' }).click();
  await expect(page).toHaveURL(/\/learn\/courses$/);
});
