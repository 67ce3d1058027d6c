import { readFileSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { QUESTION_BANK } from '../../peers/lti-tool/src/general-questions.ts';
import { test, expect, expectAccessible, mainHeading, storage } from '../fixtures.ts';
import { findByName, runTreeOf, signInForCourse, startFromDetails, tocLink } from './content-support.ts';
import { layers } from './course-support.ts';

// Issue 12 (decision 0021): a learner sits a proctored exam through the bundled tool, which
// plays the proctoring tool (LtiStartProctoring, LtiStartAssessment, LtiEndAssessment, the
// Assessment Control Service) and the exam's quiz. The course and learners are this file's
// own (e2e/imports/proctoring-exam.json); the tool runs on this run's port + 1000.

const learner = { email: 'proctored-exam@e2e.test', password: 'proctored-exam' };
const arabicLearner = { email: 'proctored-exam-ar@e2e.test', password: 'proctored-exam-ar' };
const LEARNER_NAME = 'Priya Examsworth';
const EXAM = 'Proctored final';
const BLOCKED = 'This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.';
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The activity area's frame: the proctoring tool, then (after its Start) the proctor route. */
const proctoringFrame = (page: Page) => page.frameLocator(`iframe[title="Proctoring of ${EXAM}"]`);
/** The exam itself, framed by the proctor route. */
const examFrame = (proctor: FrameLocator) => proctor.frameLocator(`iframe[title="${EXAM}"]`);

/** Picks the bank's right option in each of the quiz's questions (radio values are option indexes); answers how many. */
async function answerRightly(exam: FrameLocator): Promise<number> {
  await expect(exam.locator('legend').first()).toBeVisible();
  const legends = await exam.locator('legend').allTextContents();
  for (const [index, legend] of legends.entries()) {
    const question = QUESTION_BANK.find((q) => legend.endsWith(`: ${q.text}`));
    if (!question) throw new Error(`a question the bank does not have: ${legend}`);
    await exam.locator(`input[name="q${index + 1}"][value="${question.correct}"]`).check();
  }
  return legends.length;
}

/** The tool's proctoring check: confirm, Start the exam, then Start the exam again on its signed start form. */
async function passTheChecks(tool: FrameLocator, name: string) {
  await expect(tool.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await tool.getByRole('checkbox', { name: `I confirm my camera is on and I am ${name}` }).check();
  await tool.getByRole('button', { name: 'Start the exam' }).click();
  await expect(tool.getByText('Your checks are done.')).toBeVisible();
  await tool.getByRole('button', { name: 'Start the exam' }).click();
}

async function examPathOf(page: Page, id: string) {
  const part = findByName((await runTreeOf(page, id)).children, EXAM);
  if (!part) throw new Error('no exam in the run');
  return `/learn/courses/proctor/${id}/${part.id}?inProctoringIframe=1`;
}

test("a proctored exam: requirements, the proctoring check, the exam on the proctor route, its end, then the proctor's verdicts without a reload", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const id = await signInForCourse(page, 'E2E-PROCTOR', learner);
  await startFromDetails(page, id);
  await expect(tocLink(page, EXAM)).toHaveAccessibleName(`${EXAM} (Not completed, Proctored)`);
  await tocLink(page, EXAM).click();

  // Before starting: what the exam needs, in the learner's language, and no tool yet.
  const needs = page.getByRole('region', { name: 'What the exam needs' });
  await expect(needs.getByRole('listitem')).toHaveText([
    'Your camera is on, and stays on for the whole exam.',
    'You have an identity document with your photo: the proctoring tool checks who you are.',
    'You are alone, in a quiet room.',
    'The exam takes 30 minutes.',
  ]);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expectAccessible(page);

  // The proctor route opened before the proctoring tool started a session: the server's 409, said kindly.
  const examPath = await examPathOf(page, id);
  await page.goto(examPath);
  await expect(mainHeading(page)).toHaveText('Proctored exam');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This exam opens only through the proctoring tool. Go back to the course and choose Start exam.',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await expect(needs.getByRole('button', { name: 'Start exam' })).toBeVisible();

  // Start exam: the proctoring tool's check in the activity area, then the exam on the proctor route inside it.
  await needs.getByRole('button', { name: 'Start exam' }).click();
  const proctor = proctoringFrame(page);
  await expect(proctor.getByText(`Proctored exam, attempt 1 · Signed in as ${LEARNER_NAME}`)).toBeVisible();
  await passTheChecks(proctor, LEARNER_NAME);
  await expect(proctor.getByRole('heading', { level: 1, name: 'Proctored exam' })).toBeVisible();
  await expect(proctor.getByRole('navigation')).toHaveCount(0);
  const exam = examFrame(proctor);
  await expect(exam.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expectAccessible(page);

  const count = await answerRightly(exam);
  await exam.getByRole('button', { name: 'Submit' }).click();
  await expect(exam.getByText(`You scored ${count} of ${count}.`)).toBeVisible();
  await exam.getByRole('link', { name: 'Back to the course' }).click();

  // The exam's return: the proctoring tool closes the session (LtiEndAssessment) where the exam was.
  await expect(proctor.getByRole('heading', { level: 2, name: 'The exam has ended' })).toBeFocused();
  await expect(
    proctor
      .frameLocator('iframe[title="The proctoring tool closing your session"]')
      .getByText('The exam has ended. Your session is being reviewed.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Back to the course: the player closes the frame, reads the course again and takes focus.
  await proctor.getByRole('link', { name: 'Back to the course' }).click();
  await expect(page.locator(`iframe[title="Proctoring of ${EXAM}"]`)).toHaveCount(0);
  await expect(page.getByText(`You are back from ${EXAM}. Your results are being updated.`)).toBeVisible();
  await expect(tocLink(page, EXAM)).toHaveAccessibleName(new RegExp(`^${EXAM} \\(Completed, Proctored\\) Score: \\d+ of \\d+ \\(100%\\)$`));

  // The details page, kept open: the proctor's verdicts arrive while it is on screen.
  await layers(page).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(BLOCKED)).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const proctorPage = await page.context().newPage();
  const toolOrigin = `http://localhost:${Number(new URL(baseURL!).port) + 1000}`;
  await proctorPage.goto(`${toolOrigin}/proctoring`);
  const session = proctorPage.getByRole('row').filter({ hasText: LEARNER_NAME }).filter({ hasText: EXAM });
  await session.getByRole('button', { name: 'Flag as suspicious' }).click();
  await expect(session).toContainText('Flag as suspicious:');

  await expect(page.getByText(BLOCKED)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue', exact: true })).toHaveCount(0);

  await session.getByRole('button', { name: 'Mark verified' }).click();
  await expect(session).toContainText('Mark verified:');
  await expect(page.getByText(BLOCKED)).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await proctorPage.close();
});

test('the proctored exam in Arabic: requirements, the refusal before the check and the exam on the proctor route (ar-AR)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await signInForCourse(page, 'E2E-PROCTOR', arabicLearner);
  await startFromDetails(page, id);
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${EXAM} \\(`) })
    .click();
  const needs = page.getByRole('region', { name: ar['proctoring.start.label']! });
  await expect(needs.getByRole('listitem')).toHaveCount(4);
  await expect(needs.getByRole('listitem').last()).toHaveText('يستغرق الاختبار 30 دقيقة.');
  await expectAccessible(page);

  await page.goto(await examPathOf(page, id));
  await expect(mainHeading(page)).toHaveText(ar['proctoring.exam.title']!);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(ar['proctoring.exam.notStarted']!);
  await expectAccessible(page);
  await page.getByRole('link', { name: ar['proctoring.exam.backToCourse']! }).click();

  await needs.getByRole('button', { name: ar['proctoring.start.button']! }).click();
  // In a right-to-left interface the exam's name is isolated in the title (U+2068 … U+2069, decision 0033).
  const proctor = page.frameLocator(`iframe[title="${ar['proctoring.start.frameTitle']!.replace('{name}', `\u2068${EXAM}\u2069`)}"]`);
  await passTheChecks(proctor, 'Samir Haddad');
  await expect(proctor.getByRole('heading', { level: 1, name: ar['proctoring.exam.title']! })).toBeVisible();
  await expect(proctor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(examFrame(proctor).getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expectAccessible(page);
});

test('the attempt number (decision 0057): visits and Start exam again keep attempt 1 until the exam starts, in two tabs too; the next Start exam is attempt 2', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = 'Lena Oftenvisit';
  const id = await signInForCourse(page, 'E2E-PROCTOR', { email: 'proctored-again@e2e.test', password: 'proctored-again' });
  await startFromDetails(page, id);
  const needs = page.getByRole('region', { name: 'What the exam needs' });
  const attemptLine = (attempt: number) => `Proctored exam, attempt ${attempt} · Signed in as ${name}`;

  // Visiting the exam again and again opens no proctoring tool: nothing is started before Start exam.
  for (let visit = 0; visit < 3; visit++) {
    await tocLink(page, EXAM).click();
    await expect(needs.getByRole('button', { name: 'Start exam' })).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
    await tocLink(page, 'Before the exam').click();
  }

  // Start exam, then away before the tool starts the exam (another activity, a reload): the same attempt each time.
  for (let visit = 1; visit <= 4; visit++) {
    await tocLink(page, EXAM).click();
    await needs.getByRole('button', { name: 'Start exam' }).click();
    await expect(proctoringFrame(page).getByText(attemptLine(1))).toBeVisible();
    if (visit % 2) await page.reload();
    else await tocLink(page, 'Before the exam').click();
  }

  // A second tab at the same time: still attempt 1; the exam starts there.
  await tocLink(page, EXAM).click();
  await needs.getByRole('button', { name: 'Start exam' }).click();
  await expect(proctoringFrame(page).getByText(attemptLine(1))).toBeVisible();
  const second = await page.context().newPage();
  await second.goto(page.url());
  await second.getByRole('region', { name: 'What the exam needs' }).getByRole('button', { name: 'Start exam' }).click();
  const secondTool = proctoringFrame(second);
  await expect(secondTool.getByText(attemptLine(1))).toBeVisible();
  await passTheChecks(secondTool, name);
  await expect(examFrame(secondTool).getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await second.close();

  // Attempt 1 has begun: the next Start exam is a new attempt.
  await page.reload();
  await needs.getByRole('button', { name: 'Start exam' }).click();
  await expect(proctoringFrame(page).getByText(attemptLine(2))).toBeVisible();
});
