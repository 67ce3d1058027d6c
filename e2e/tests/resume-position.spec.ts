import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { activityHeading, tocLink } from './content-support.ts';

/**
 * Issue 33 item 6, decision 0076: "resume where I stopped yesterday on another device". One
 * browser context reads half a long text, seeks a video and goes to page 4 of a PDF; a new
 * context (another device, same learner) opens the course from My courses and lands on the
 * activity left last at that page, and each of the others opens where it was left. The data
 * is e2e/imports/resume-position.json (its own learner and course: nothing else moves them).
 */
// A retry (CI retries once) walks it as a second learner: the first walk moved the first one's positions.
const learners = [
  { email: 'resume@e2e.test', password: 'resume' },
  { email: 'resume2@e2e.test', password: 'resume2' },
];
const COURSE = 'Resume where you stopped (browser test)';
const READING = 'A long reading';
const VIDEO = 'Keep walkways clear';
const DOCUMENT = 'A five-page document';
const viewport = { width: 1366, height: 900 };

/** The next position save whose body says `what` (a save is sent at once when none went in the last 5 s). */
const saved = (page: Page, what: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/activity-workflows\//.test(r.url()) && (r.request().postData() ?? '').includes(what),
  );

/** The activity's workflow is started ("Mark as complete" shows for one in progress): saves have a place to go. */
const started = (page: Page) => expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();

/** Opens an activity from the table of contents once its workflow is started (saving needs one). */
async function openActivity(page: Page, name: string) {
  await tocLink(page, name).click();
  await expect(activityHeading(page, name)).toBeVisible();
  await started(page);
}

/** The page of the PDF at the top of its viewer, as the learner sees it. */
const pdfPageAtTop = (page: Page) =>
  page.evaluate(() => {
    const pages = [...document.querySelectorAll<HTMLElement>('[data-page]')];
    const scroller = pages[0]?.parentElement;
    if (!scroller) return null;
    const line = scroller.getBoundingClientRect().top + scroller.clientHeight / 3;
    return pages.filter((p) => p.getBoundingClientRect().top <= line).at(-1)?.dataset.page ?? null;
  });

async function device(browser: Browser, size = viewport, locale = 'en-US') {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  if (locale !== 'en-US') await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storage.locale, locale] as const);
  return { context, page };
}

test('resume where I stopped on another device: one click from My courses, at the page, the time and the scroll left', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const learner = learners[Math.min(testInfo.retry, learners.length - 1)]!;
  // Yesterday, on the first device.
  const first = await device(browser);
  const a = first.page;
  await signInTo(a, '/learn/courses', learner);
  await a.getByRole('main').getByRole('link', { name: COURSE, exact: true }).click();
  await expect(activityHeading(a, READING)).toBeVisible();
  await started(a);

  // Half-way down the long text.
  const text = a.getByText('Paragraph 20 of the long reading.');
  const scrolled = saved(a, '"scroll"');
  await text.evaluate((p) => p.scrollIntoView({ block: 'start' }));
  await scrolled;
  const readAt = await a.evaluate(() => window.scrollY);
  expect(readAt).toBeGreaterThan(1000);

  // 3 s into the video.
  await openActivity(a, VIDEO);
  const video = a.getByRole('main').locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const seeked = saved(a, '"seconds":3');
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 3));
  await seeked;

  // Page 4 of the PDF, the last thing done.
  await openActivity(a, DOCUMENT);
  await expect(a.locator('[data-page="5"]')).toBeAttached();
  const paged = saved(a, '"page":4');
  await a.locator('[data-page="4"]').evaluate((target) => {
    const scroller = target.parentElement!;
    scroller.scrollTop += target.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  });
  await paged;
  await first.context.close();

  // Today, on another device: My courses, then the course's card.
  const second = await device(browser);
  const b = second.page;
  await signInTo(b, '/learn/courses', learner);
  let clicks = 0;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    clicks += 1;
    await target.click();
  };
  await click(b.getByRole('main').getByRole('link', { name: COURSE, exact: true }));
  await expect(activityHeading(b, DOCUMENT)).toBeVisible();
  await expect.poll(() => pdfPageAtTop(b)).toBe('4');
  expect(clicks).toBe(1);
  await expectAccessible(b);

  // The other activities open where they were left: ± 1 screen, ± 5 s (the clip is 6 s: ± 1 s here).
  await tocLink(b, READING).click();
  await expect(activityHeading(b, READING)).toBeVisible();
  await expect.poll(async () => Math.abs((await b.evaluate(() => window.scrollY)) - readAt)).toBeLessThan(viewport.height);
  // Opening the video here makes it the last place on this device: its save is awaited before the device goes.
  const videoSaved = saved(b, '"seconds"');
  await tocLink(b, VIDEO).click();
  const resumed = b.getByRole('main').locator('video');
  // The file's metadata first: on a loaded machine that takes a while.
  await expect.poll(() => resumed.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  expect(await resumed.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(4);
  await videoSaved;
  await second.context.close();

  // A phone, in Arabic: the same one click lands where the learner was last, the video opened on the second device.
  const phone = await device(browser, { width: 390, height: 844 }, 'ar-AR');
  const c = phone.page;
  await signInTo(c, '/learn/courses', learner);
  await expect(c.locator('html')).toHaveAttribute('dir', 'rtl');
  await c.getByRole('main').getByRole('link', { name: COURSE, exact: true }).click();
  await expect(activityHeading(c, VIDEO)).toBeVisible();
  const onPhone = c.getByRole('main').locator('video');
  await expect.poll(() => onPhone.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  await expectAccessible(c);
  await phone.context.close();
});
