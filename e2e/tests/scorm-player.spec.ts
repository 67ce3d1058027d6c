import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { activityHeading, contentPath, tocLink } from './content-support.ts';
import { objectiveIdByCode } from './course-support.ts';

// Issue 34 item 2: a SCORM SCO plays in the content view from the content origin (decision
// 0078), finds its API by the standard's discovery walk in the player page there, and its
// data model is kept through the portal's page (decision 0080): a reload resumes with
// cmi.core.entry = resume and the location; finishing shows the activity completed with
// its score. The SCO's window cannot read the portal. Its own data: e2e/imports/scorm-player.json
// (two learners: a retry takes the second, whose lessons are still untouched).

const en = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;
const PASSWORD = 'scorm-test-password-1';
const LESSON = 'Forklift safety';

/** The SCO's own frame, inside the player page's frame: found by its address on the content origin. */
async function scoFrame(page: Page, path: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find((frame) => frame.url().includes('/packages/') && frame.url().includes(path));
      return found ? 'found' : 'waiting';
    })
    .toBe('found');
  return found!;
}
const output = (frame: Frame, id: string) => frame.locator(`#${id}`);
const activityStatus = (page: Page) => page.getByRole('main').locator('article header [role="status"]');

test('a SCORM 1.2 lesson: it resumes where the learner left it, finishes with its score, and cannot reach the portal', async ({
  page,
}, testInfo) => {
  const learner = { email: testInfo.retry === 0 ? 'ann@e2e-scorm.test' : 'cy@e2e-scorm.test', password: PASSWORD };
  await signInTo(page, '/learn/courses', learner);
  const id = await objectiveIdByCode(page, 'E2E-SCORM');
  await page.goto(contentPath(id));
  await tocLink(page, LESSON).click();
  await expect(activityHeading(page, LESSON)).toBeVisible();
  await expect(page.locator(`iframe[title="Lesson: ${LESSON}"]`)).toBeVisible();

  let sco = await scoFrame(page, 'sco/index.html');
  await expect(output(sco, 'entry')).toHaveText('ab-initio');
  await expect(output(sco, 'location')).toHaveText('(none)');
  // The SCO runs on the content origin: the portal's window is another origin to it.
  expect(new URL(sco.url()).origin).not.toBe(new URL(page.url()).origin);
  expect(await sco.evaluate(() => (document.cookie.includes('lp') ? 'cookie' : 'none'))).toBe('none');
  const reach = await sco.evaluate(() => {
    try {
      return String(window.parent.parent.document.title);
    } catch {
      return 'blocked';
    }
  });
  expect(reach).toBe('blocked');
  await expectAccessible(page);

  // LMSCommit through the bridge, then a reload: the lesson resumes.
  const committed = page.waitForResponse((r) => /\/api\/scorm\/v1\/activity-workflows\/[^/]+\/commit$/.test(r.url()) && r.status() === 200);
  await sco.locator('#save').click();
  await committed;
  await page.reload();
  sco = await scoFrame(page, 'sco/index.html');
  await expect(output(sco, 'entry')).toHaveText('resume');
  await expect(output(sco, 'location')).toHaveText('page-3');

  // LMSFinish with 85 of 100: the frame gives way to a notice that has the focus, and the activity is completed with its score.
  const finished = page.waitForResponse((r) => /\/terminate$/.test(r.url()) && r.status() === 200);
  await sco.locator('#finish').click();
  await finished;
  const notice = page.getByText(en['scorm.finished']!.replace('{name}', LESSON));
  await expect(notice).toBeVisible();
  await expect(page.locator(':focus')).toContainText(LESSON);
  await expect(activityStatus(page)).toContainText('Completed');
  await expect(activityStatus(page)).toContainText('8.5');
  await expectAccessible(page);

  // In Arabic, right to left.
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await scoFrame(page, 'sco/index.html');
  await expectAccessible(page);
  await page.evaluate((key) => localStorage.removeItem(key), storage.locale);
});

test('a SCORM 2004 lesson: "continue" at Terminate opens the next lesson of the package', async ({ page }, testInfo) => {
  const learner = { email: testInfo.retry === 0 ? 'cy@e2e-scorm.test' : 'ann@e2e-scorm.test', password: PASSWORD };
  await signInTo(page, '/learn/courses', learner);
  const id = await objectiveIdByCode(page, 'E2E-SCORM');
  await page.goto(contentPath(id));
  await tocLink(page, 'Lifting').click();
  const sco = await scoFrame(page, 'lesson=Lifting');
  await expect(sco.getByRole('heading', { name: 'Lifting' })).toBeVisible();
  await sco.locator('#complete-next').click();
  await expect(activityHeading(page, 'Stacking')).toBeVisible();
  await expect(tocLink(page, 'Lifting')).toHaveAccessibleName(/Completed/);
  const next = await scoFrame(page, 'lesson=Stacking');
  await expect(next.getByRole('heading', { name: 'Stacking' })).toBeVisible();
  await expectAccessible(page);
});
