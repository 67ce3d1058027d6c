import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, mainHeading, mainNavigation, signInTo, storage, test } from '../fixtures.ts';
import { contentPath } from './content-support.ts';
import { detailsPath, layers, objectiveIdByCode } from './course-support.ts';
import {
  clippedIn,
  contrastRatio,
  movingElements,
  screenshotDir,
  scrollsSideways,
  styleOf,
  systemColour,
  withDashboard,
} from './display-support.ts';

// Issue 16 item 7, decision 0032: reduced motion, more contrast, forced colours and text at 200 % on the main
// screens. The screenshots land in .cache/screenshots/display-preferences/ for a person to look through; nothing
// here changes data (PRV-101 is in progress for the demo learner and only looked at).

const COURSE = { code: 'PRV-101', name: 'Data Privacy Fundamentals' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

const en = { toc: 'Course contents', activityLoading: 'Loading the activity…' };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/** A screenshot of the page, then axe on it. */
async function lookAt(page: Page, name: string) {
  await shoot(page, name);
  await expectAccessible(page);
}

/** From the open course page: it, its content and the calendar, each photographed and checked by axe. */
async function lookThroughCourseScreens(page: Page, prefix: string, id: string, texts = en) {
  await lookAt(page, `${prefix}-course-details`);
  await openContent(page, id, texts);
  await lookAt(page, `${prefix}-course-content`);
  await openCalendar(page);
  await lookAt(page, `${prefix}-calendar`);
}

/** The signed-in learner's course page, and its id. */
async function openCourse(page: Page): Promise<string> {
  const id = await objectiveIdByCode(page, COURSE.code);
  await page.goto(detailsPath(id));
  await expect(mainHeading(page)).toHaveText(COURSE.name);
  return id;
}

/** The course content with its activity loaded (`texts`: the catalog of the page's language). */
async function openContent(page: Page, id: string, texts = en) {
  await page.goto(contentPath(id));
  await expect(page.getByRole('navigation', { name: texts.toc, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(texts.activityLoading)).toHaveCount(0);
}

/** My courses with its cards. */
async function expectCards(page: Page) {
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
}

async function openCalendar(page: Page) {
  await page.goto('/learn/calendar');
  await expect(page.getByRole('grid')).toBeVisible();
}

test('reduced motion: nothing on the page transitions or animates, the loader, drawer and toasts included', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInTo(page, '/learn/courses');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

  // The loader while the next page's code is held back (it shows after its 300 ms debounce).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/learn\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await mainNavigation(page).getByRole('link', { name: 'Catalog' }).click();
  const loader = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(loader).toBeVisible();
  expect(await styleOf(loader.locator('span'), 'animation-duration')).toEqual({ 'animation-duration': '0s' });
  release();
  await expect(mainHeading(page)).toHaveText('Catalog');
  await page.unroute(/\/learn\/assets\/.+\.js$/);

  // The filter drawer open over My courses.
  await mainNavigation(page).getByRole('link', { name: 'My courses' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await movingElements(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // A toast on the course page.
  const id = await openCourse(page);
  await page.getByRole('button', { name: 'Copy the course link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link was copied' })).toBeVisible();
  expect(await movingElements(page)).toEqual([]);

  // The course content turns its icons with a transition: none with the preference, one without it.
  await openContent(page, id);
  expect(await movingElements(page)).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await movingElements(page)).not.toEqual([]);
});

test('more contrast: strong borders, outlined buttons and a 4 px focus ring on every main screen, axe clean', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await withDashboard(page);
  await signInTo(page, '/learn/');
  await lookAt(page, 'contrast-en-US-dashboard');

  await mainNavigation(page).getByRole('link', { name: 'My courses' }).click();
  await expectCards(page);
  const search = page.getByRole('searchbox');
  const field = await styleOf(search, 'border-top-color', 'border-top-width', 'background-color');
  expect(contrastRatio(field['border-top-color']!, field['background-color']!)).toBeGreaterThanOrEqual(4.5);
  const card = await styleOf(page.getByRole('main').locator('article').first(), 'border-top-color', 'background-color');
  expect(contrastRatio(card['border-top-color']!, card['background-color']!)).toBeGreaterThanOrEqual(4.5);
  // The ring of the element reached by keyboard: at least 3 px, and as dark as text on the page.
  await search.focus();
  await page.keyboard.press('Tab');
  const ring = await styleOf(page.locator(':focus'), 'outline-width', 'outline-style', 'outline-color');
  expect(parseFloat(ring['outline-width']!)).toBeGreaterThanOrEqual(3);
  expect(ring['outline-style']).toBe('solid');
  expect(contrastRatio(ring['outline-color']!, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(7);
  await lookAt(page, 'contrast-en-US-my-courses');

  const id = await openCourse(page);
  // The primary action has an edge of its own, not just its fill.
  const primary = await styleOf(
    page.getByRole('main').getByRole('link', { name: 'Continue' }),
    'border-top-color',
    'border-top-width',
    'background-color',
  );
  expect(primary['border-top-color']).not.toBe(primary['background-color']);
  expect(parseFloat(primary['border-top-width']!)).toBeGreaterThanOrEqual(2);
  await lookThroughCourseScreens(page, 'contrast-en-US', id);
});

test('more contrast in Arabic: right to left and axe clean', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await signInTo(page, '/learn/courses');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectCards(page);
  await lookAt(page, 'contrast-ar-AR-my-courses');
  const id = await openCourse(page);
  await lookThroughCourseScreens(page, 'contrast-ar-AR', id, {
    toc: ar['toc.label']!,
    activityLoading: ar['courseContent.activityLoading']!,
  });
});

test('forced colours: what a fill told (selected, progress, current, today) is drawn in system colours', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await withDashboard(page);
  await signInTo(page, '/learn/');
  const [canvas, canvasText, highlight] = await Promise.all(['Canvas', 'CanvasText', 'Highlight'].map((c) => systemColour(page, c)));
  const recent = page.getByRole('region', { name: 'Continue where you left off' });
  expect(await styleOf(recent.getByRole('progressbar').first().locator('span'), 'background-color')).toEqual({
    'background-color': canvasText,
  });
  await shoot(page, 'forced-en-US-dashboard');

  await mainNavigation(page).getByRole('link', { name: 'My courses' }).click();
  await expectCards(page);
  const main = page.getByRole('main');
  expect(await styleOf(main.getByRole('progressbar').first().locator('span'), 'background-color')).toEqual({
    'background-color': canvasText,
  });
  await main.getByRole('button', { name: 'Compliance' }).click();
  await expect(main.getByRole('button', { name: 'Compliance' })).toHaveAttribute('aria-pressed', 'true');
  expect(await styleOf(main.getByRole('button', { name: 'Compliance' }), 'background-color')).toEqual({ 'background-color': highlight });
  expect(await styleOf(main.getByRole('button', { name: 'Leadership pathway' }), 'background-color')).toEqual({
    'background-color': canvas,
  });
  // The focused element's ring is Highlight.
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  const ring = await styleOf(page.locator(':focus'), 'outline-width', 'outline-color');
  expect(ring['outline-color']).toBe(highlight);
  expect(parseFloat(ring['outline-width']!)).toBeGreaterThanOrEqual(2);
  await shoot(page, 'forced-en-US-my-courses');

  const id = await openCourse(page);
  // The primary action stays filled, its text readable on the fill; only the current layer carries a bar.
  const primary = await styleOf(main.getByRole('link', { name: 'Continue' }), 'background-color', 'color');
  expect(primary['background-color']).not.toBe(canvas);
  expect(contrastRatio(primary['background-color']!, primary.color!)).toBeGreaterThanOrEqual(4.5);
  const nav = layers(page);
  expect(await styleOf(nav.getByRole('link', { name: 'Details' }), 'border-inline-start-color')).toEqual({
    'border-inline-start-color': highlight,
  });
  expect(await styleOf(nav.getByRole('link', { name: 'Content' }), 'border-inline-start-color')).toEqual({
    'border-inline-start-color': canvas,
  });
  await shoot(page, 'forced-en-US-course-details');
  await openContent(page, id);
  await shoot(page, 'forced-en-US-course-content');

  await openCalendar(page);
  const views = page.getByRole('navigation', { name: 'Calendar views' });
  expect(await styleOf(views.getByRole('link', { name: 'Month' }), 'background-color')).toEqual({ 'background-color': highlight });
  expect(await styleOf(page.locator('[aria-current="date"] > span').first(), 'background-color')).toEqual({
    'background-color': highlight,
  });
  await shoot(page, 'forced-en-US-calendar');
  await expectAccessible(page);
});

test.describe('text at 200 %', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('at 1280 px nothing in the header, the cards or the course is clipped, overlapped or off the side', async ({ page }) => {
    // As a learner's browser setting would: the root font doubled on every page load, before the app draws.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%')));
    await withDashboard(page);
    await signInTo(page, '/learn/');
    const header = page.getByRole('banner');
    const main = page.getByRole('main');
    const expectNothingCut = async (name: string) => {
      expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
      expect(await clippedIn(header), `${name}: header`).toEqual([]);
      expect(await clippedIn(main), `${name}: main`).toEqual([]);
      await shoot(page, `text-200-${name}`);
    };
    await expectNothingCut('dashboard');
    await mainNavigation(page).getByRole('link', { name: 'My courses' }).click();
    await expectCards(page);
    await expectNothingCut('my-courses');

    const id = await openCourse(page);
    // Title and cover side by side would overlap at this size: they stack.
    const [title, cover] = [await mainHeading(page).boundingBox(), await main.locator('header img').first().boundingBox()];
    expect(title!.y + title!.height <= cover!.y || cover!.y + cover!.height <= title!.y, 'title and cover overlap').toBe(true);
    await expectNothingCut('course-details');
    await openContent(page, id);
    await expectNothingCut('course-content');
  });
});
