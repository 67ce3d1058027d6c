import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import {
  card,
  cards,
  drawer,
  filtersButton,
  LIST_CALLS,
  NOTICE,
  recordCalls,
  resultCount,
  searchBox,
  searchOf,
  signInAt,
} from './lists-support.ts';
import { editPageBootstrap } from './bootstrap-support.ts';

/**
 * A course every filter below keeps or drops the same way (mandatory, not started, autumn term, Compliance
 * collection) and early enough in the name order to be on the first page however many courses the demo adds.
 */
const MARKER = 'Anti-Bribery and Corruption';

test('My courses lists the enrolled courses as cards named by their heading link', async ({ page }) => {
  await signInAt(page, '/learn/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My courses');
  await expect(resultCount(page)).toHaveText(/^\d+ courses$/);
  // Not started (XLS-201 opens later, so no other test can start it): the link names the aggregate.
  const later = card(page, 'Advanced Excel: PivotTables and Power Query');
  await expect(later.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/learn\/courses\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
  );
  await expect(later).toContainText('XLS-201');
  await expect(later).toContainText(/Available from /);
  // A run in progress leads to the content and shows the clamped progress, named after its course (issue 16).
  const privacy = card(page, 'Data Privacy Fundamentals');
  await expect(privacy.getByRole('heading').getByRole('link')).toHaveAttribute('href', /\/view\/content$/);
  await expect(privacy.getByRole('progressbar', { name: 'Progress of Data Privacy Fundamentals', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '45',
  );
  await expect(privacy).toContainText(/Started /);
  await expectAccessible(page);
});

test('the keyword is lower-cased, left-trimmed and searched once typing pauses', async ({ page }) => {
  await signInAt(page, '/learn/courses');
  await expect(card(page, MARKER)).toBeVisible();
  const calls = recordCalls(page, LIST_CALLS.enrolled);
  await searchBox(page).pressSequentially('  PRIVACY', { delay: 80 });
  await expect(card(page, 'Data Privacy Fundamentals')).toBeVisible();
  await expect(card(page, MARKER)).toHaveCount(0);
  expect(searchOf(page).get('keyword')).toBe('privacy');
  // Typed with 80 ms between keys: one call, for the whole word, after the 500 ms pause.
  const keywords = calls.map((r) => new URL(r.url()).searchParams.get('filter') ?? '');
  expect(keywords).toHaveLength(1);
  expect(JSON.parse(keywords[0]!)).toEqual([
    ['objective.name', 'contains', 'privacy'],
    'or',
    ['objective.code', 'contains', 'privacy'],
    'or',
    ['objective.description', 'contains', 'privacy'],
  ]);
  await expect(resultCount(page)).toHaveText(/^\d+ courses?$/);
  await expect(searchBox(page)).toHaveValue('  PRIVACY');
});

test('filters through the drawer: live results, URL, badge, clear, focus back on close', async ({ page }) => {
  await signInAt(page, '/learn/courses');
  await expect(card(page, MARKER)).toBeVisible();
  await filtersButton(page).click();
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('legend')).toHaveText(['Collection', 'Course priority', 'Course progress', 'Format', 'Skill level', 'Term']);
  await expect(dialog.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Spring term' }).check();
  await expect(card(page, 'Negotiation Skills')).toBeVisible();
  await expect(card(page, MARKER)).toHaveCount(0);
  expect(searchOf(page).get('term')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(filtersButton(page)).toHaveAccessibleName(/^Filters\s*1 active filter$/);

  await dialog.getByRole('checkbox', { name: 'Mandatory' }).check();
  expect(searchOf(page).get('coursePriority')).toBe('mandatory');
  await expect(filtersButton(page)).toHaveAccessibleName(/2 active filters$/);

  await dialog.getByRole('button', { name: 'Clear filters' }).click();
  await expect(dialog.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await expect.poll(() => page.url()).toMatch(/\/learn\/courses$/);
  await expect(card(page, MARKER)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
});

test('filters through the URL, and the collection chips', async ({ page }) => {
  await signInAt(page, '/learn/courses?coursePriority=mandatory');
  await expect(card(page, MARKER)).toBeVisible();
  await expect(card(page, 'Spanish for Travellers')).toHaveCount(0);
  await expect(filtersButton(page)).toHaveAccessibleName(/1 active filter$/);

  await page.goto('/learn/courses?courseProgress=completed');
  await expect(card(page, 'Building an Inclusive Workplace')).toBeVisible();
  await expect(card(page, MARKER)).toHaveCount(0);

  // A bare /learn/courses would bring the last filters back (doc 1 §3): start from none.
  await page.evaluate(() => localStorage.removeItem('lp.courseList.enrolled'));
  await page.goto('/learn/courses');
  const chips = page.getByRole('group', { name: 'Collections' });
  const digital = chips.getByRole('button', { name: 'Digital skills' });
  await expect(digital).toHaveAttribute('aria-pressed', 'false');
  await digital.click();
  await expect(digital).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, MARKER)).toHaveCount(0);
  await expect(card(page, 'Advanced Excel: PivotTables and Power Query')).toBeVisible();
  expect(searchOf(page).get('collection')).toMatch(/^[0-9a-f-]{36}$/);
  await chips.getByRole('button', { name: 'Clear collections' }).click();
  await expect(digital).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, MARKER)).toBeVisible();
});

test('unknown keys and ids in the URL are dropped with a notice', async ({ page }) => {
  await signInAt(page, '/learn/courses');
  await page.goto('/learn/courses?term=no-such-term&colour=red&courseProgress=nearlyDone&keyword=data');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect.poll(() => page.url()).toMatch(/\/learn\/courses\?keyword=data$/);
  await expect(card(page, 'Data Privacy Fundamentals')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('data');
});

test('the list state of My courses survives other pages and reloads', async ({ page }) => {
  await signInAt(page, '/learn/courses?coursePriority=optional&keyword=s');
  await expect(card(page, 'Spanish for Travellers')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(page).toHaveURL(/\/learn\/catalog$/);
  await expect(cards(page).first()).toBeVisible();
  await nav.getByRole('link', { name: 'My courses', exact: true }).click();
  await expect.poll(() => searchOf(page).get('coursePriority')).toBe('optional');
  expect(searchOf(page).get('keyword')).toBe('s');
  await expect(searchBox(page)).toHaveValue('s');
  await page.goto('/learn/courses');
  await expect.poll(() => searchOf(page).get('coursePriority')).toBe('optional');
  await expect(card(page, MARKER)).toHaveCount(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('selfRegistered is taken from the URL with an account-created message', async ({ page }) => {
  await signInAt(page, '/learn/courses');
  await page.goto('/learn/courses?selfRegistered=true');
  await expect(page.getByText('Your account has been created. Welcome!')).toBeVisible();
  await expect.poll(() => page.url()).toMatch(/\/learn\/courses$/);
});

test('empty states: no courses (with and without the catalog) and no search results', async ({ page }) => {
  await signInAt(page, '/learn/courses?keyword=zzzz-nothing');
  await expect(page.getByRole('heading', { name: 'No courses match your search' })).toBeVisible();
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAt(page, '/learn/courses', accounts.admin);
  await expect(page.getByRole('heading', { name: 'You have no courses yet' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to the catalog' }).click();
  await expect(page).toHaveURL(/\/learn\/catalog$/);

  // A tenant without the catalog: the page brings its configuration with it (issue 17), so the page is what changes.
  await editPageBootstrap(page, (bootstrap) => {
    expect(bootstrap.config!.navigation.catalog).toBe(true);
    bootstrap.config!.navigation.catalog = false;
  });
  await page.goto('/learn/courses');
  await expect(page.getByText('Courses assigned to you will appear here.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the catalog' })).toHaveCount(0);
});
