import { test, expect, signInTo, expectAccessible, mainHeading } from '../fixtures.ts';
import { apiGet, fact, openDetails } from './course-support.ts';
import { card } from './lists-support.ts';

// Decision 0011: DIV-101 is graded (7 of 8, a quiz scored 7 of 8) but its reveal date is a
// week away. The card, the details, the certificate and its public link all say the result
// is not shown, and no answer behind them carries the score.

const NUMBER = 'BWA-DIV101-003141';
const NAME = 'Building an Inclusive Workplace';
const SCORE = /0\.875|"score":7\b|88 ?%|7 out of 8/;

test('a hidden grade: the card and the details say it is not shown, by one rule, and show no score', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const course = card(page, NAME);
  await expect(course.locator('[data-badge]')).toHaveText('Result not shown');
  await expect(course).not.toContainText('Awaiting grade');
  await expect(course).not.toContainText(/%/);

  const id = await openDetails(page, 'DIV-101', NAME);
  await expect(fact(page, 'result')).toHaveText(/^Your result will be shown on /);
  await expect(page.getByRole('main')).not.toContainText(SCORE);
  await expectAccessible(page);
  // The content tree sends the quiz as done, with neither its score nor its pass state.
  const details = await apiGet<{ objectiveWorkflowAggregate: { lastObjectiveWorkflow: { id: string } } }>(
    page,
    `/api/lms/v1/users/me/objectives/${id}`,
  );
  const run = details.objectiveWorkflowAggregate.lastObjectiveWorkflow.id;
  const tree = await apiGet<unknown>(page, `/api/platform/v1/users/me/objective-workflows/${run}/activity-with-aggregates`);
  expect(JSON.stringify(tree)).not.toMatch(SCORE);
  expect(JSON.stringify(tree)).toContain('"bestActivityRecord":{"passed":null,"normalizedScore":null}');
});

test('its certificate says "Result: Not shown", to the holder and on the public link', async ({ page, browser, baseURL }) => {
  await signInTo(page, '/learn/courses');
  const id = await openDetails(page, 'DIV-101', NAME);
  await page.getByRole('link', { name: `View certificate ${NUMBER}` }).click();
  await expect(page).toHaveURL(`/learn/courses/${id}/certificate/${NUMBER}`);
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.locator('dt')).toHaveText([
    'Student',
    'Course name',
    'Course code',
    'Certificate ID',
    'Result',
    'Completion date',
    'Expiry date',
  ]);
  await expect(facts.locator('dt', { hasText: 'Result' }).locator('+ dd')).toHaveText('Not shown');
  await expect(page.getByRole('main')).not.toContainText(SCORE);
  await expectAccessible(page);

  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  const answer = visitor.waitForResponse((r) => r.url().endsWith(`/public/certificate-records/${NUMBER}`));
  await visitor.goto(`/learn/certificate/${NUMBER}`);
  expect(await (await answer).text()).not.toMatch(SCORE);
  await expect(mainHeading(visitor)).toHaveText('Inclusive Workplace certificate');
  await expect(visitor.getByRole('main').locator('dt', { hasText: 'Result' }).locator('+ dd')).toHaveText('Not shown');
  await expect(visitor.getByRole('main')).not.toContainText(SCORE);
  await expectAccessible(visitor);
  await anonymous.close();
});
