import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, expectAccessible, mainHeading, signInTo, storage, test } from '../fixtures.ts';
import { contentPath, courseIdOf, toc, tocLink } from './content-support.ts';
import { detailsPath } from './course-support.ts';
import { expectAlignedRight, expectLastCharacterAtEnd, expectOwnDirection, MIRRORED, transformOf } from './rtl-support.ts';

// Issue 16 item 3, right to left done right: in the Arabic interface every piece of user
// content (course, activity, collection, category, attribute, term, grade, certificate and
// user names, descriptions, rich text, posts) keeps its own direction, so "What is Excel?"
// never reads "?What is Excel"; arrows and chevrons point the other way, other icons do not.
// Data: e2e/imports/rtl-isolation.json (Sam, an English name on an Arabic account; Ruth
// writes the English post). Only Ruth's post changes anything, in this file's own course.

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const sam = { email: 'rtl-sam@e2e.test', password: 'rtl-sam' };
const ruth = { email: 'rtl-ruth@e2e.test', password: 'rtl-ruth' };
const POST = 'Is this right? I typed =A1+A2.';

async function inLocale(page: Page, locale: 'ar-AR' | 'en-US') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storage.locale, locale] as const);
  await page.context().addCookies([{ name: 'new-learner-MF', value: 'true', url: baseURL }]);
}

/** Ruth, in English, posts to the discussion Sam reads. */
async function ruthPosts(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInTo(page, '/learn/courses', ruth);
  await page.goto(contentPath(await courseIdOf(page, 'XL-100')));
  await tocLink(page, 'Your first formula?').click();
  await page.getByLabel('Your post').fill(POST);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Posts' }).getByText(POST).first()).toBeVisible();
  await context.close();
}

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await inLocale(page, 'ar-AR');
    await signInTo(page, '/learn/courses', sam);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('my courses, the filters and the catalog: names, codes, chips and options in their own direction', async ({ page }) => {
    const main = page.getByRole('main');
    const excel = main.getByRole('link', { name: 'What is Excel?', exact: true });
    await expectOwnDirection(excel);
    await expectLastCharacterAtEnd(excel);
    await expectOwnDirection(main.getByRole('link', { name: 'Q&A: part 1', exact: true }));
    await expectOwnDirection(main.getByText('XL-100', { exact: true }));
    await expectAlignedRight(main.getByText('XL-100', { exact: true }));
    await expectOwnDirection(page.getByRole('banner').getByText('Sam Taylor Jr.', { exact: true }));
    const chip = page.getByRole('group', { name: ar['courseList.collections.label'] }).getByRole('button', { name: 'Excel & more!' });
    await expectOwnDirection(chip);
    await expectLastCharacterAtEnd(chip);
    await expectAccessible(page);

    await page.getByRole('button', { name: ar['coursesFilterDrawer.open'] }).click();
    const drawer = page.getByRole('dialog');
    await expectOwnDirection(drawer.locator('legend').getByText('Study mode?', { exact: true }));
    for (const option of ['Self-study (online)', 'Term 3 (2026)', 'Excel & more!'])
      await expectOwnDirection(drawer.getByText(option, { exact: true }));
    // The filter icon is not a direction: it stays as drawn.
    expect(await transformOf(page.getByRole('button', { name: ar['coursesFilterDrawer.open'] }).locator('svg'))).toBe('none');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The catalog (which this file's courses stay out of): the demo's English collections and courses.
    await page.goto('/learn/catalog');
    const catalogChip = page
      .getByRole('group', { name: ar['courseList.collections.label'] })
      .getByRole('button', { name: 'New joiner essentials' });
    await expectOwnDirection(catalogChip);
    await page.getByRole('searchbox').fill('pivottables');
    await expect(main.getByRole('article')).toHaveCount(1);
    const advanced = main.getByRole('link', { name: 'Advanced Excel: PivotTables and Power Query', exact: true });
    await expectOwnDirection(advanced);
    await expectLastCharacterAtEnd(advanced);
    await expectAccessible(page);
  });

  test('course details, a grade and a certificate: the course, its facts and the certificate in their own direction', async ({ page }) => {
    const excel = await courseIdOf(page, 'XL-100');
    await page.goto(detailsPath(excel));
    await expectOwnDirection(mainHeading(page));
    await expectLastCharacterAtEnd(mainHeading(page));
    await expectOwnDirection(page.getByRole('navigation', { name: ar['shell.breadcrumbs'] }).getByText('What is Excel?'));
    await expectOwnDirection(page.getByRole('list', { name: ar['courseDetails.collections'] }).getByText('Excel & more!'));
    await expectOwnDirection(page.getByText('Rows, columns and cells: what a spreadsheet is for.'));
    await expectOwnDirection(page.getByText('Start here if you have never opened a spreadsheet.'));
    // The link icon of "Copy the course link" has no direction.
    expect(await transformOf(page.getByRole('main').locator('header button svg'))).toBe('none');
    await expectAccessible(page);

    const qa = await courseIdOf(page, 'QA-1');
    await page.goto(detailsPath(qa));
    await expectOwnDirection(page.locator('[data-fact="grade"] dd').getByText('Merit (B+)'));
    await expectOwnDirection(page.getByRole('region', { name: ar['certificates.title'] }).getByText('E2E-RTL-QA-0001', { exact: true }));
    await expectAccessible(page);

    await page.goto(`/learn/courses/${qa}/certificate/E2E-RTL-QA-0001`);
    await expectOwnDirection(mainHeading(page));
    await expectLastCharacterAtEnd(mainHeading(page));
    for (const text of ['Sam Taylor Jr.', 'Q&A: part 1', 'QA-1', 'Merit (B+)', 'Awarded for part 1.'])
      await expectOwnDirection(page.getByRole('main').getByText(text, { exact: true }));
    await expectAccessible(page);

    await page.goto('/learn/certificates');
    await expectOwnDirection(page.getByRole('main').getByRole('link', { name: 'Q&A: part 1 (certificate)' }));
    await expectOwnDirection(page.getByRole('main').getByText('Q&A: part 1', { exact: true }));
    await expectAccessible(page);

    await page.goto('/learn/profile');
    await expectOwnDirection(page.getByRole('main').getByText('Sam Taylor Jr.', { exact: true }));
    await expectOwnDirection(page.getByRole('main').getByText('Spreadsheet team (UK)', { exact: true }).first());
    await expectAccessible(page);
  });

  test('the content: contents, activity, rich text, pager and an English post in their own direction; chevrons mirrored', async ({
    page,
    browser,
  }) => {
    await ruthPosts(browser);
    const id = await courseIdOf(page, 'XL-100');
    await page.goto(contentPath(id));
    const inToc = toc(page, ar['toc.label']);
    // A link's name is the activity's and its state's, "Name (state)".
    const open = (name: string) => inToc.getByRole('link', { name: `${name} (` }).click();
    await open('Rows, columns & cells?');
    const main = page.getByRole('main');
    await expectOwnDirection(mainHeading(page));
    await expectOwnDirection(main.getByRole('heading', { level: 2, name: 'Rows, columns & cells?' }));
    await expectLastCharacterAtEnd(main.getByRole('heading', { level: 2, name: 'Rows, columns & cells?' }));
    await expectOwnDirection(inToc.getByText('Basics, step by step.', { exact: true }));
    await expectOwnDirection(inToc.getByText('Rows, columns & cells?', { exact: true }));
    await expectAlignedRight(inToc.getByText('Rows, columns & cells?', { exact: true }));
    await expectLastCharacterAtEnd(inToc.getByText('Your first formula?', { exact: true }));
    const richText = main.getByText('Which cell is the first one?');
    await expectOwnDirection(richText);
    await expectLastCharacterAtEnd(richText);
    await expectOwnDirection(page.getByRole('navigation', { name: ar['courseContent.pager'] }).getByText('Your first formula?'));

    // Chevrons point the way the interface reads: the module's (once folded) and "Hide course contents".
    await expect.poll(() => transformOf(page.getByRole('button', { name: ar['toc.hide'] }).locator('svg'))).toBe(MIRRORED);
    const fold = inToc.getByRole('button', { name: /Basics, step by step\./ });
    await fold.click();
    await expect.poll(() => transformOf(fold.locator('svg'))).toBe(MIRRORED);
    await fold.click();
    // The states' icons (circle, check) are not directions.
    for (const glyph of await inToc.locator('a svg').all()) expect(await transformOf(glyph)).toBe('none');
    await expectAccessible(page);

    await open('Your first formula?');
    const posts = page.getByRole('group', { name: ar['discussion.posts'] });
    const post = posts.getByRole('listitem').filter({ hasText: POST }).first();
    await expectOwnDirection(post.getByText('Ruth Baker', { exact: true }));
    await expectOwnDirection(post.getByText(POST, { exact: true }));
    await expectLastCharacterAtEnd(post.getByText(POST, { exact: true }));
    await expectOwnDirection(main.getByText('Which formula did you learn first?'));
    const previous = page.getByRole('navigation', { name: ar['courseContent.pager'] }).getByText('Rows, columns & cells?');
    await expectOwnDirection(previous);
    await expectAlignedRight(previous);
    await expectAccessible(page);
  });

  test('the calendar and the dashboard: dated activities and courses in their own direction; the arrows mirrored', async ({ page }) => {
    await page.goto('/learn/calendar/agenda');
    const main = page.getByRole('main');
    const activity = main.getByRole('link', { name: 'Rows, columns & cells?', exact: true });
    await expectOwnDirection(activity);
    await expectLastCharacterAtEnd(activity);
    await expectAlignedRight(activity);
    const itsCourse = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Rows, columns & cells?', exact: true }) })
      .getByText('What is Excel?', { exact: true });
    await expectOwnDirection(itsCourse);
    await expectAlignedRight(itsCourse);
    expect(await transformOf(page.getByRole('button', { name: ar['calendar.previous.agenda'] }).locator('svg'))).toBe(MIRRORED);
    expect(await transformOf(page.getByRole('button', { name: ar['calendar.next.agenda'] }).locator('svg'))).toBe(MIRRORED);
    // The closed "Subscribe" disclosure's triangle points to the inline end.
    expect(await transformOf(page.getByRole('button', { name: ar['calendar.feed.title'], exact: true }), '::before')).toBe(MIRRORED);
    await expectAccessible(page);

    await page.goto('/learn/');
    const tasks = page.getByRole('region', { name: ar['dashboard.tasks.title'] });
    const task = tasks.getByRole('link', { name: 'Rows, columns & cells?', exact: true }).first();
    await expectOwnDirection(task);
    await expectAlignedRight(task);
    const recent = page.getByRole('region', { name: ar['dashboard.recent.title'] });
    await expectOwnDirection(recent.getByText('What is Excel?', { exact: true }));
    await expectLastCharacterAtEnd(recent.getByText('What is Excel?', { exact: true }));
    await expectAlignedRight(recent.getByText('What is Excel?', { exact: true }));
    await expectAccessible(page);
  });
});

test('in English the same arrows and chevrons stay as drawn', async ({ page }) => {
  await inLocale(page, 'en-US');
  await signInTo(page, '/learn/courses', sam);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/learn/calendar/agenda');
  expect(await transformOf(page.getByRole('button', { name: 'Earlier dates' }).locator('svg'))).toBe('none');
  expect(await transformOf(page.getByRole('button', { name: 'Later dates' }).locator('svg'))).toBe('none');
  expect(await transformOf(page.getByRole('button', { name: 'Subscribe in your calendar app', exact: true }), '::before')).toBe('none');
  await page.goto(contentPath(await courseIdOf(page, 'XL-100')));
  await expect.poll(() => transformOf(page.getByRole('button', { name: 'Hide course contents' }).locator('svg'))).toBe('none');
  const fold = toc(page).getByRole('button', { name: /Basics, step by step\./ });
  await fold.click();
  await expect.poll(() => transformOf(fold.locator('svg'))).toBe('none');
});
