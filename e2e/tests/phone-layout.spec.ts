import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { test, expect, signInTo, expectAccessible, accounts, en, mainHeading, mainNavigation, storage } from '../fixtures.ts';
import { detailsPath, objectiveIdByCode } from './course-support.ts';
import { activityHeading, contentPath, stubVimeo } from './content-support.ts';
import { activitiesByType, expectNoSidewaysScroll, expectOneRowHeader, phoneLearner } from './phone-support.ts';

// Issue 16 item 5, phones from 320px: no screen scrolls sideways (WCAG 1.4.10), a one-row
// header with a shortened breadcrumb, media that never overflows, a modal navigation drawer,
// and covers that leave the main action above the fold. The demo learner's screens are only
// looked at; long content and the course to start are the test's own (e2e/imports/phone-layout.json).

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const CERTIFICATE = 'BWA-FA101-007388';

interface Screen {
  where: string;
  path: string;
  /** Shown once the screen has its content. */
  ready: (page: Page) => Locator;
}

const heading = (page: Page) => mainHeading(page);

/** Every route of the app the demo learner reaches, and one activity of each player type. */
async function learnerScreens(page: Page): Promise<Screen[]> {
  const fa = await objectiveIdByCode(page, 'FA-101');
  const ldr = await objectiveIdByCode(page, 'LDR-201');
  const mtg = await objectiveIdByCode(page, 'MTG-120');
  const prv = await objectiveIdByCode(page, 'PRV-101');
  // Finished runs: opening their activities starts nothing.
  const players = new Map<string, Screen>();
  for (const course of [ldr, mtg]) {
    for (const [type, { name, axis }] of await activitiesByType(page, course)) {
      if (!players.has(type))
        players.set(type, {
          where: `a ${type} activity (${name})`,
          path: contentPath(course, axis),
          ready: (p) => activityHeading(p, name),
        });
    }
  }
  expect([...players.keys()].sort()).toEqual(['composite', 'discussion', 'event', 'lti', 'text', 'video']);
  return [
    { where: 'the dashboard', path: '/learn/', ready: heading },
    { where: 'My courses', path: '/learn/courses', ready: heading },
    { where: 'the catalog', path: '/learn/catalog', ready: heading },
    { where: 'a catalog course', path: `/learn/catalog/${fa}`, ready: heading },
    { where: 'the open catalog', path: '/learn/open-catalog', ready: heading },
    { where: 'an open catalog course', path: `/learn/open-catalog/${fa}/view/details`, ready: heading },
    { where: 'course details', path: detailsPath(ldr), ready: heading },
    { where: 'course details with the Notifications layer', path: detailsPath(prv), ready: heading },
    ...players.values(),
    { where: 'My certificates', path: '/learn/certificates', ready: heading },
    { where: 'a certificate', path: `/learn/courses/${fa}/certificate/${CERTIFICATE}`, ready: heading },
    { where: 'the public certificate check', path: `/learn/certificate/${CERTIFICATE}`, ready: heading },
    { where: 'the profile', path: '/learn/profile', ready: heading },
    { where: 'the calendar month', path: '/learn/calendar/month', ready: heading },
    { where: 'the calendar week', path: '/learn/calendar/week', ready: heading },
    { where: 'the calendar list', path: '/learn/calendar/agenda', ready: heading },
    { where: 'a page that does not exist', path: '/learn/no-such-page', ready: heading },
    { where: 'forbidden', path: '/learn/forbidden', ready: heading },
  ];
}

test('every screen fits 320px and 390px without scrolling sideways, under a one-row header', async ({ page }) => {
  test.setTimeout(300_000);
  await stubVimeo(page);
  // The dashboard is switched on for this browser (decision 0029).
  await page.context().addCookies([{ name: 'new-learner-MF', value: 'true', url: baseURL }]);
  await signInTo(page, '/learn/courses');
  for (const screen of await learnerScreens(page)) {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await expectNoSidewaysScroll(page, screen.where);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, screen.where);
    await expectOneRowHeader(page, screen.where);
  }
});

test('long words and URLs wrap, a wide table scrolls in its own box, a wide picture shrinks: nothing widens the page at 320px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signInTo(page, '/learn/courses', phoneLearner);
  await expectNoSidewaysScroll(page, 'My courses with a long course name');
  const id = await objectiveIdByCode(page, 'E2E-PHONE');
  await page.goto(detailsPath(id));
  await expect(mainHeading(page)).toContainText('Arbeitsschutzunterweisungsdokumentationsverantwortlichkeitsübersicht');
  await expect(page.getByRole('heading', { name: 'About the course' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'course details with long text, a table and a picture');
  await expect(page.getByRole('group', { name: 'Previous attempts' })).toBeVisible();
  await expectOneRowHeader(page, 'course details with a long name');

  const activities = await activitiesByType(page, id);
  for (const type of ['text', 'event']) {
    const { name, axis } = activities.get(type)!;
    await page.goto(contentPath(id, axis));
    await expect(activityHeading(page, name)).toBeVisible();
    await expectNoSidewaysScroll(page, `a ${type} activity with long text`);
  }
  // The text activity: the table scrolls inside a box named by its caption, which a keyboard can reach; the picture fits its column.
  await page.goto(contentPath(id, activities.get('text')!.axis));
  const table = page.getByRole('main').getByRole('group', { name: 'Inspection rota' });
  await expect(table).toBeVisible();
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth && box.tabIndex === 0)).toBe(true);
  const picture = page.getByRole('main').getByRole('button', { name: /A wide diagram of the depot floor/ });
  expect((await picture.boundingBox())!.width).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});

test('a video activity is never wider than the screen (it made the page 407px wide at 320px)', async ({ page }) => {
  await stubVimeo(page);
  await page.setViewportSize({ width: 320, height: 720 });
  await signInTo(page, '/learn/courses');
  const id = await objectiveIdByCode(page, 'LDR-201');
  const { name, axis } = (await activitiesByType(page, id)).get('video')!;
  await page.goto(contentPath(id, axis));
  const frame = page.getByTitle(new RegExp(name));
  await expect(frame).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  // The frame keeps the video's 16:9.
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
  await expectNoSidewaysScroll(page, 'a video activity');
});

test('on a phone the breadcrumb is the current page and a back link named by its parent; the full trail on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, '/learn/courses');
  const id = await objectiveIdByCode(page, 'LDR-201');
  await page.goto(contentPath(id));
  const trail = page.getByRole('banner').getByRole('navigation', { name: en.breadcrumbs });
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Course content');
  await expect(trail.getByRole('link')).toHaveCount(1);
  const back = trail.getByRole('link', { name: 'Leading Remote and Hybrid Teams', exact: true });
  await expect(back).toHaveAttribute('href', detailsPath(id));
  // The header gives the trail the logo's place.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Brightwell Academy' })).toBeHidden();
  await expectOneRowHeader(page, 'course content');
  await back.click();
  await expect(mainHeading(page)).toHaveText('Leading Remote and Hybrid Teams');
  await expect(trail.getByRole('link')).toHaveText(['My courses']);
  // A top-level page has no parent: the current page alone.
  await page.goto('/learn/catalog');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Catalog');
  await expect(trail.getByRole('link')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(contentPath(id));
  await expect(trail.getByRole('link')).toHaveText(['My courses', 'Leading Remote and Hybrid Teams']);
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Course content');
});

test('the navigation drawer is modal: focus inside and kept there, Escape closes it and gives the focus back, the page behind inert', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, '/learn/courses');
  const menu = page.getByRole('button', { name: en.menu, exact: true });
  const drawer = mainNavigation(page);
  const isInert = (selector: string) => page.evaluate((s) => document.querySelector(s)?.closest('[inert]') != null, selector);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toBeVisible();
  // The focus moves in, to the current page's entry.
  await expect(drawer.getByRole('link', { name: /^My courses/ })).toBeFocused();
  // The page behind is inert; the rest of the header too, but for the menu button that closes the drawer.
  expect(await isInert('main')).toBe(true);
  expect(await isInert('header button:not([aria-controls="main-navigation"])')).toBe(true);
  expect(await isInert('header button[aria-controls="main-navigation"]')).toBe(false);
  await expectAccessible(page);

  // Tab goes round the drawer and its button only, and whatever has the focus is in sight: the drawer covers none of it (WCAG 2.4.11).
  const stops = await drawer.locator('a[href], button').count();
  // The current page's entry need not be the first (the Dashboard comes before My courses).
  const start = await drawer.locator('a[href], button').evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  expect(start).toBeGreaterThanOrEqual(0);
  const seen: string[] = [];
  for (let i = 0; i <= stops - start; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        name: (el.textContent ?? '').trim(),
        inLoop: Boolean(el.closest('#main-navigation')) || el.getAttribute('aria-controls') === 'main-navigation',
        inSight: Boolean(top && el.contains(top)),
      };
    });
    expect(focused, `Tab ${i + 1}`).toMatchObject({ inLoop: true, inSight: true });
    seen.push(focused.name);
  }
  // Past the drawer's last entry, the menu button, then the first entry again.
  expect(seen.at(-2)).toMatch(/Menu$/);
  await expect(drawer.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('button', { name: 'Send feedback' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  expect(await isInert('main')).toBe(false);

  // A click beside the drawer closes it too; an entry closes it and the new page takes the focus.
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(380, 600);
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.press('Enter');
  await drawer.getByRole('link', { name: 'Catalog' }).press('Enter');
  await expect(page).toHaveURL('/learn/catalog');
  await expect(drawer).toBeHidden();
  await expect(mainHeading(page)).toBeFocused();
});

test('in Arabic at 390px: one row, the back chevron points right, the drawer open passes axe', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, '/learn/courses', accounts.learner);
  const id = await objectiveIdByCode(page, 'LDR-201');
  await page.goto(contentPath(id));
  const header = page.getByRole('banner');
  const trail = header.getByRole('navigation', { name: ar['shell.breadcrumbs'] });
  await expect(trail.locator('[aria-current="page"]')).toHaveText(ar['courseContent.title']!);
  await expectOneRowHeader(page, 'course content in Arabic');
  // Right to left the way back is to the right: the chevron is mirrored, and the trail starts at the right, the user menu at the left.
  const back = trail.getByRole('link', { name: 'Leading Remote and Hybrid Teams', exact: true });
  expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect((await back.boundingBox())!.x).toBeGreaterThan((await header.getByRole('button', { expanded: false }).last().boundingBox())!.x);
  await expectAccessible(page);

  const menu = header.getByRole('button', { name: ar['shell.menu'], exact: true });
  await menu.press('Enter');
  await expect(mainNavigation(page, ar['shell.navigation'])).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
});

test('at 960×800 a course without a cover picture shows Start on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 });
  await signInTo(page, '/learn/courses', phoneLearner);
  const id = await objectiveIdByCode(page, 'E2E-PHONE-START');
  await page.goto(detailsPath(id));
  await expect(mainHeading(page)).toHaveText('Phone layout: a course to start');
  await expect(page.locator('[data-colour]')).toBeVisible();
  const start = page.getByRole('main').getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await start.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800);
});
