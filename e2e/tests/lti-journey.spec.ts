import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { answerEveryQuestion } from './lti-support.ts';
import { test, expect, expectAccessible, mainHeading, storage } from '../fixtures.ts';
import { activityHeading, contentPath, signInForCourse, startFromDetails, tocLink } from './content-support.ts';
import { fact } from './course-support.ts';

// Issue 11: a learner works in the real bundled LTI tool (peers/lti-tool, started by
// e2e/start-server.mjs on this run's port + 1000) inside the course, and the score it sends
// back moves the course on. The courses and the learner are this file's own
// (e2e/imports/lti-journey.json); its tests run one after another.

const learner = { email: 'lti-journey@e2e.test', password: 'lti-journey' };
const LEARNER_NAME = 'Layla Toolson';
const headers = { 'X-Requested-With': 'XMLHttpRequest' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The tool's frame in the activity area, by its accessible title (the activity's name). */
const toolFrame = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`);

/** The run's state as the details page reads it, and the records of one activity of the run. */
async function courseState(page: Page, objectiveId: string) {
  const details = (await (await page.request.get(`/api/lms/v1/users/me/objectives/${objectiveId}`, { headers })).json()) as {
    objectiveWorkflowAggregate: { lastObjectiveWorkflow: { id: string; state: number; progress: number } };
  };
  return details.objectiveWorkflowAggregate.lastObjectiveWorkflow;
}
async function recordsOf(page: Page, objectiveId: string, activityName: string) {
  const run = await courseState(page, objectiveId);
  const tree = (await (
    await page.request.get(`/api/platform/v1/users/me/objective-workflows/${run.id}/activity-with-aggregates`, { headers })
  ).json()) as {
    children: { childActivity: { id: string; name: string } }[];
  };
  const activity = tree.children.find((n) => n.childActivity.name === activityName)!.childActivity;
  const answer = await page.request.get(
    `/api/platform/v1/users/me/objective-workflows/${run.id}/activities/${activity.id}/activity-records`,
    { headers },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { score: number | null; maxScore: number | null; passed: boolean | null }[] }).data;
}

test('a quiz in the tool: launched in the course, answered, scored back, then reviewed (en-US and ar-AR)', async ({ page }) => {
  const id = await signInForCourse(page, 'E2E-LTI-QUIZ', learner);
  await startFromDetails(page, id);
  await tocLink(page, 'Journey quiz').click();
  await expect(activityHeading(page, 'Journey quiz')).toBeVisible();

  // The tool, signed in as the learner with no second sign-in, knows the course and the activity.
  const tool = toolFrame(page, 'Journey quiz');
  await expect(tool.getByRole('heading', { level: 1, name: 'Journey quiz' })).toBeVisible();
  await expect(tool.getByText(`Signed in as ${LEARNER_NAME}`)).toBeVisible();
  await expect(tool.getByText('Course: Tool quiz journey')).toBeVisible();
  await expectAccessible(page);
  // The frame takes the height the tool asks for (lti.frameResize): the quiz, taller than the
  // window's box it had, no longer scrolls inside the page.
  const inside = (await (await page.locator('iframe[title="Journey quiz"]').elementHandle())!.contentFrame())!;
  await expect
    .poll(() => inside.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight), {
      message: 'the tool page scrolls inside its frame',
    })
    .toBeLessThanOrEqual(1);

  const count = await answerEveryQuestion(tool);
  expect(count).toBe(3);
  await tool.getByRole('button', { name: 'Submit' }).click();
  await expect(tool.getByText('You scored 3 of 3.')).toBeVisible();

  // The way back, inside the frame: the portal's return page hands over to the player around it.
  await tool.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.locator('iframe[title="Journey quiz"]')).toHaveCount(0);
  const message = page.getByRole('main').getByRole('status').filter({ hasText: 'You scored 3 of 3.' });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Message from the tool');
  await expect(page.locator(':focus')).toContainText('You scored 3 of 3.');
  // The tool's score, in the contents and on the activity (issue 33 item 4).
  await expect(tocLink(page, 'Journey quiz')).toHaveAccessibleName('Journey quiz (Completed) Score: 3 of 3 (100%)');
  await expect(page.getByRole('main').getByText('Completed Score: 3 of 3 (100%)', { exact: true })).toBeVisible();

  // The score is the activity's record, and the run's progress counts it (one of two activities).
  expect(await recordsOf(page, id, 'Journey quiz')).toEqual([expect.objectContaining({ score: 3, maxScore: 3, passed: true })]);
  expect((await courseState(page, id)).progress).toBeCloseTo(0.5);
  await page.goto('/learn/courses');
  await expect(
    page
      .getByRole('article', { name: 'Tool quiz journey', exact: true })
      .getByRole('progressbar', { name: 'Progress of Tool quiz journey', exact: true }),
  ).toHaveAttribute('aria-valuenow', '50');
  await page.goto(`/learn/courses/${id}/view/details`);
  await expect(fact(page, 'status')).toHaveText('In Progress');
  await page.getByRole('main').getByRole('link', { name: 'Continue', exact: true }).click();
  await tocLink(page, 'Journey quiz').click();

  // The finished quiz offers the tool's review of the attempt, on the workflow review route.
  const review = page.getByRole('link', { name: 'Review Journey quiz' });
  await review.click();
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/workflow/[0-9a-f-]{36}/view$`));
  await expect(mainHeading(page)).toHaveText('Review of your attempt');
  const reviewed = toolFrame(page, 'Review in the tool');
  await expect(reviewed.getByRole('heading', { level: 1, name: 'Review: Journey quiz' })).toBeVisible();
  await expect(reviewed.getByText('Score: 3 of 3')).toBeVisible();
  await expect(reviewed.getByText(`Learner: ${LEARNER_NAME}`)).toBeVisible();
  await expectAccessible(page);

  // The same review in Arabic, right to left.
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mainHeading(page)).toHaveText(ar['workflowReview.title']!);
  await expect(page.locator('main iframe')).toBeVisible();
  await expect(page.frameLocator('main iframe').getByRole('heading', { level: 1, name: 'Review: Journey quiz' })).toBeVisible();
  await expectAccessible(page);
});

test("a quiz the tool's teacher grades: waiting for the grade, then completed and scored", async ({ page, baseURL }) => {
  const id = await signInForCourse(page, 'E2E-LTI-MANUAL', learner);
  await startFromDetails(page, id);
  await tocLink(page, 'Teacher-graded quiz').click();
  const tool = toolFrame(page, 'Teacher-graded quiz');
  await expect(tool.getByText('A teacher grades this quiz')).toBeVisible();
  await answerEveryQuestion(tool);
  await tool.getByRole('button', { name: 'Submit' }).click();
  await expect(tool.getByText('Your answers were sent for grading.')).toBeVisible();
  await tool.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your answers were sent for grading.' })).toBeVisible();
  // Handed in, waiting for the teacher (PendingManual): not completed yet.
  await expect(page.getByRole('main').getByText('Submitted, awaiting a grade Your score will be shown after grading.')).toBeVisible();
  await expect(tocLink(page, 'Teacher-graded quiz')).not.toHaveAccessibleName(/\(Completed/);
  expect(await recordsOf(page, id, 'Teacher-graded quiz')).toEqual([]);

  // The teacher grades it on the tool's own page, which sends the score to the portal.
  const teacher = await page.context().newPage();
  const toolOrigin = `http://localhost:${Number(new URL(baseURL!).port) + 1000}`;
  await teacher.goto(`${toolOrigin}/grading`);
  const attempt = teacher.getByRole('region', { name: `${LEARNER_NAME} – Teacher-graded quiz` });
  await attempt.getByLabel('Score (0 to 2)').fill('2');
  await attempt.getByRole('button', { name: 'Send grade' }).click();
  await expect(attempt).toHaveCount(0);
  await teacher.close();

  await page.reload();
  await expect(tocLink(page, 'Teacher-graded quiz')).toHaveAccessibleName('Teacher-graded quiz (Completed) Score: 2 of 2 (100%)');
  await expect(activityHeading(page, 'Teacher-graded quiz')).toBeVisible();
  await expect(page.getByRole('main').getByText('Completed Score: 2 of 2 (100%)', { exact: true })).toBeVisible();
  expect(await recordsOf(page, id, 'Teacher-graded quiz')).toEqual([expect.objectContaining({ score: 2, maxScore: 2, passed: true })]);
  expect((await courseState(page, id)).progress).toBeCloseTo(0.5);
});

test('a course that is one tool: Start loads the course view, which opens the tool, in en-US and ar-AR', async ({ page }) => {
  const id = await signInForCourse(page, 'E2E-LTI-ROOT', learner);
  await page.goto(`/learn/courses/${id}/view/details`);
  await page.getByRole('main').getByRole('button', { name: 'Start', exact: true }).click();
  // doc 2 §4: a full page load of the course view, which has no table of contents, only the tool.
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}$`));
  const tool = toolFrame(page, 'Tool simulation journey');
  await expect(tool.getByRole('heading', { level: 1, name: 'Tool simulation journey' })).toBeVisible();
  await expect(tool.getByText(`Signed in as ${LEARNER_NAME}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Course contents', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The course view in Arabic: the tool framed again, from a new launch.
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tool.getByRole('heading', { level: 1, name: 'Tool simulation journey' })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const count = await answerEveryQuestion(tool);
  await tool.getByRole('button', { name: 'Submit' }).click();
  await tool.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.locator('iframe[title="Tool simulation journey"]')).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `You scored ${count} of ${count}.` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Tool simulation journey' })).toBeVisible();
});
