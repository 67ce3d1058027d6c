import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { answerEveryQuestion } from './lti-support.ts';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { activityHeading, contentPath, startFromDetails, tocLink } from './content-support.ts';
import { card } from './lists-support.ts';
import { objectiveIdByCode } from './course-support.ts';

// Issue 33 item 4: the score the bundled quiz tool (peers/lti-tool) sends back reaches the
// content view and the table of contents while the learner is still in the tool, without a
// reload (the activity-result event, decision 0074), and is there again after one. A course
// whose reveal policy withholds it says when it will be shown, never what it is. The
// learner and the courses are this file's own (e2e/imports/tool-score-live.json).

const learner = { email: 'tool-score@e2e.test', password: 'tool-score-live' };
const QUIZ = 'Score quiz';
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

const toolFrame = (page: Page) => page.frameLocator(`iframe[title="${QUIZ}"]`);
/** The activity's own status line (role status, in its header). */
const activityStatus = (page: Page) => page.getByRole('main').locator('article header [role="status"]');

/** A marker that a reload would wipe: the score must come while it is still there. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { lpNoReload: boolean }).lpNoReload = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { lpNoReload?: boolean }).lpNoReload === true);

test('a tool quiz: its score shows in the activity and the contents as it arrives, and after a reload (en-US, ar-AR)', async ({ page }) => {
  // "See my score after a tool quiz", counted from the landing page (My courses).
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await signInTo(page, '/learn/courses', learner);
  const id = await objectiveIdByCode(page, 'E2E-SCORE-LIVE');
  await click(card(page, 'Live score course').getByRole('heading').getByRole('link'));
  // The card opens the course (its redirector, doc 2 §2, sends a course not started to its details).
  const start = page.getByRole('main').getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeVisible();
  await click(start);
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}(/|$)`));
  await click(tocLink(page, QUIZ));
  await expect(activityHeading(page, QUIZ)).toBeVisible();
  const toReachTheQuiz = clicks;

  const tool = toolFrame(page);
  await expect(tool.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  await markPage(page);
  clicks += await answerEveryQuestion(tool);
  await click(tool.getByRole('button', { name: 'Submit' }));
  await expect(tool.getByText('You scored 3 of 3.')).toBeVisible();
  const untilSubmitted = clicks;

  // No reload, no click: the score reaches the activity and its item in the contents, the tool still open.
  await expect(activityStatus(page)).toHaveText('Completed Score: 3 of 3 (100%)');
  await expect(tocLink(page, QUIZ)).toHaveAccessibleName(`${QUIZ} (Completed) Score: 3 of 3 (100%)`);
  await expect(page.locator(`iframe[title="${QUIZ}"]`)).toHaveCount(1);
  expect(await stillSamePage(page)).toBe(true);
  expect(clicks - untilSubmitted).toBe(0);
  // 1 the card, 2 Start, 3 the quiz in the contents; then 3 answers and Submit in the tool.
  expect(toReachTheQuiz).toBeLessThanOrEqual(3);
  expect(clicks).toBe(7);
  await expectAccessible(page);

  // After a reload, the same.
  await page.reload();
  await expect(activityStatus(page)).toHaveText('Completed Score: 3 of 3 (100%)');
  await expect(tocLink(page, QUIZ)).toHaveAccessibleName(`${QUIZ} (Completed) Score: 3 of 3 (100%)`);
  await expectAccessible(page);

  // In Arabic, right to left.
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(activityStatus(page)).toContainText(ar['courseContent.status.completed']!);
  await expect(activityStatus(page)).toContainText(ar['results.scorePoints']!.split(':')[0]!);
  await expectAccessible(page);
});

test('a score withheld until a date: the date shows as it arrives, never the score (en-US, ar-AR)', async ({ page }) => {
  await signInTo(page, '/learn/courses', learner);
  const id = await objectiveIdByCode(page, 'E2E-SCORE-LATER');
  await startFromDetails(page, id);
  await tocLink(page, QUIZ).click();
  const tool = toolFrame(page);
  await expect(tool.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  await markPage(page);
  await answerEveryQuestion(tool);
  await tool.getByRole('button', { name: 'Submit' }).click();
  await expect(tool.getByText('You scored 3 of 3.')).toBeVisible();

  await expect(activityStatus(page)).toHaveText(/^Completed Your score will be shown on .+\.$/);
  await expect(tocLink(page, QUIZ)).toHaveAccessibleName(new RegExp(`^${QUIZ} \\(Completed\\) Score on `));
  expect(await stillSamePage(page)).toBe(true);
  // The portal tells no score (the tool's own page, in its frame, is the tool's business).
  await expect(activityStatus(page)).not.toContainText(/%|3 of 3/);
  await expect(page.getByRole('navigation', { name: 'Course contents' })).not.toContainText(/%|3 of 3/);
  await expectAccessible(page);

  await page.reload();
  await expect(activityStatus(page)).toHaveText(/^Completed Your score will be shown on /);
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(activityStatus(page)).toContainText(ar['results.shownOn']!.split('{date}')[0]!.trim());
  await expectAccessible(page);
});
