import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, mainHeading, signInTo, storage } from '../fixtures.ts';
import { card, catalogObjectiveId, LIST_CALLS } from './lists-support.ts';

// Issue 18 item 7: the catalog course page (doc 2 §2 /catalog/{objectiveId}) is the full course
// details screen, with its own data (e2e/imports/catalog-course.json): Cleo adds the open
// course to My courses there, Dario starts it there, Rana reads it in Arabic; Cleo's given
// course is where the auto redirect (doc 2 §4) lands. The tests run in order.
test.describe.configure({ mode: 'serial' });

const cleo = { email: 'catalog-cleo@e2e.test', password: 'catalog-cleo' };
const dario = { email: 'catalog-dario@e2e.test', password: 'catalog-dario' };
const rana = { email: 'catalog-rana@e2e.test', password: 'catalog-rana' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const OPEN = 'Harbour Crane Signals';
const GIVEN = 'Harbour Mooring Lines';

const fact = (page: Page, label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test('the catalog course page is the full course details: head, description, status, about content and actions', async ({ page }) => {
  await signInTo(page, '/learn/catalog', cleo);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('crane');
  await card(page, OPEN).getByRole('link', { name: OPEN }).click();
  await expect(page).toHaveURL(/\/learn\/catalog\/[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(mainHeading(page)).toHaveText(OPEN);
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main).toContainText('E2E-CAT-1');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  // doc 2 §2: the description collapsed to about 70 characters, with Show more / Hide.
  await expect(main).not.toContainText('when a load is moving');
  await main.getByRole('button', { name: 'Show more' }).click();
  await expect(main).toContainText('when a load is moving');
  await expect(fact(page, 'Status')).toHaveText('Not Started');
  const about = main.getByRole('region', { name: 'About the course' });
  await expect(about.getByRole('heading', { name: 'What you will practise' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Copy the course link' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start' })).toBeVisible();
  await expectAccessible(page);

  // doc 2 §4 Self-enrolment: "Add to my courses" becomes a disabled "Enrolled", with a way in.
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === LIST_CALLS.enrol && posts.push(r.url()));
  await main.getByRole('button', { name: 'Add to my courses' }).click();
  await expect(main.getByRole('button', { name: 'Enrolled' })).toHaveAttribute('aria-disabled', 'true');
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(main.getByRole('link', { name: 'Open course' })).toHaveAttribute('href', `/learn/courses/${id}`);
  expect(posts).toHaveLength(1);
  await expectAccessible(page);
  await page.goto('/learn/courses');
  await expect(card(page, OPEN)).toBeVisible();
});

test('Start on the catalog page enrols first, then opens the course content', async ({ page }) => {
  await signInTo(page, '/learn/courses', dario);
  const id = await catalogObjectiveId(page, OPEN);
  await page.goto(`/learn/catalog/${id}`);
  await expect(mainHeading(page)).toHaveText(OPEN);
  await page.getByRole('main').getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/view/content(/|$)`));
  await page.goto('/learn/courses');
  await expect(card(page, OPEN)).toContainText(/Started /);
});

test('a course given but never started: the auto redirect lands on its catalog page, where Start works', async ({ page }) => {
  await signInTo(page, '/learn/courses', cleo);
  const id = await catalogObjectiveId(page, GIVEN);
  await page.goto(`/learn/courses/${id}`);
  await expect(page).toHaveURL(`/learn/catalog/${id}`);
  const main = page.getByRole('main');
  await expect(mainHeading(page)).toHaveText(GIVEN);
  // The course takes no self-enrolment: Cleo's own enrolment is what lets her start.
  await expect(main.getByRole('button', { name: 'Add to my courses' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/view/content(/|$)`));
});

test('the catalog course page in Arabic: right to left, translated, accessible', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/courses', rana);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const id = await catalogObjectiveId(page, OPEN);
  await page.goto(`/learn/catalog/${id}`);
  await expect(mainHeading(page)).toHaveText(OPEN);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: ar['enrolment.add'] })).toBeVisible();
  await expect(main.getByRole('button', { name: ar['courseActions.start'] })).toBeVisible();
  await expect(main.getByRole('region', { name: ar['courseDetails.about'] })).toBeVisible();
  await expectAccessible(page);
});

/** The open course's id from the open catalog, asked without a session. */
async function publicId(page: Page): Promise<string> {
  const filter = JSON.stringify(['objective.name', 'contains', 'crane signals']);
  const response = await page.request.get(`${LIST_CALLS.public}?filter=${encodeURIComponent(filter)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
}

for (const locale of ['en-US', 'ar-AR'] as const) {
  test(`the shared course link shows the course details a visitor may see (${locale})`, async ({ page }) => {
    if (locale === 'ar-AR') await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
    const id = await publicId(page);
    await page.goto(`/learn/open-catalog/${id}/view/details`);
    await expect(mainHeading(page)).toHaveText(OPEN);
    const main = page.getByRole('main');
    const t = (key: string, en: string) => (locale === 'ar-AR' ? ar[key]! : en);
    await expect(
      main
        .getByRole('region', { name: t('courseDetails.about', 'About the course') })
        .getByRole('heading', { name: 'What you will practise' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: t('openCatalog.course.signInToEnrol', 'Sign in to enrol') })).toBeVisible();
    await expect(main.getByRole('button', { name: t('courseDetails.share.copyLink', 'Copy the course link') })).toBeVisible();
    await expect(main.getByRole('button', { name: t('courseActions.start', 'Start') })).toHaveCount(0);
    await expectAccessible(page);
  });
}
