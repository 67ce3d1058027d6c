import { test, expect, signInTo, expectAccessible, mainHeading } from '../fixtures.ts';
import { actionNames, fact, layers, objectiveIdByCode, openDetails, readClipboard } from './course-support.ts';

// doc 2 §2 course details and §4 action buttons, one course per state of the demo learner
// (docs/import.md). Read only: nothing here changes the learner's courses.

const LONG_DATE = /\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M/;
const SHARE = 'Copy the course link';

test.beforeEach(async ({ page }) => {
  await signInTo(page, '/learn/courses');
});

test('in progress (PRV-101): status, Continue, Submit and Finish course; the layers with content and notifications', async ({ page }) => {
  const id = await openDetails(page, 'PRV-101', 'Data Privacy Fundamentals');
  await expect(page.getByRole('main')).toContainText('PRV-101');
  await expect(fact(page, 'status')).toHaveText('In Progress');
  await expect(fact(page, 'due')).toHaveText(LONG_DATE);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/learn/courses/${id}/view/content`);
  expect(await actionNames(page)).toEqual(['Show more', 'Continue', 'Submit', 'Finish course', SHARE]);
  const nav = layers(page);
  await expect(nav.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveAttribute('href', `/learn/courses/${id}/view/content`);
  await expect(nav.getByRole('button', { name: /^Notifications\s*5 unread announcements$/ })).toBeVisible();
  await expectAccessible(page);
});

test('the description collapses to about 70 characters with Show more / Hide', async ({ page }) => {
  await openDetails(page, 'PRV-101', 'Data Privacy Fundamentals');
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const text = page.locator(`#${(await more.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await expect(text).toHaveText(/^What personal data is, the principles behind data protection law, and…$/);
  await more.click();
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  await expect(text).toHaveText(/keep customer and colleague data safe\.$/);
});

test('submitted (WRT-201) and in grading (PM-101): no actions; the pending grade', async ({ page }) => {
  await openDetails(page, 'WRT-201', 'Business Writing That Gets Read');
  await expect(fact(page, 'status')).toHaveText('Submitted');
  expect((await actionNames(page)).filter((n) => n !== 'Show more')).toEqual([SHARE]);
  await openDetails(page, 'PM-101', 'Project Management Basics');
  await expect(fact(page, 'status')).toHaveText('In Grading');
  await expect(page.getByRole('main').locator('header')).toContainText('Grade pending');
  await expect(fact(page, 'score')).toHaveCount(0);
});

test('finished and passed (FA-101): grade, whole percent with points, Review, previous attempts, two certificates', async ({ page }) => {
  const id = await openDetails(page, 'FA-101', 'First Aid at Work');
  await expect(fact(page, 'status')).toHaveText('Finished');
  await expect(page.getByRole('main').locator('header')).toContainText('Passed');
  await expect(fact(page, 'grade')).toHaveText('A');
  await expect(fact(page, 'score')).toHaveText('90%18 out of 20 points');
  await expect(page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
  const review = page.getByRole('link', { name: 'Review' });
  await expect(review).toHaveAttribute(
    'href',
    new RegExp(`^/learn/courses/${id}/view/content\\?viewType=REVIEW&objectiveWorkflowId=[0-9a-f-]{36}$`),
  );
  const attempts = page.getByRole('region', { name: 'Previous attempts' });
  await expect(attempts.getByRole('row')).toHaveCount(2);
  await expect(attempts).toContainText('85%');
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.locator('details')).toHaveCount(2);
  await expect(certificates.locator('details').first()).toHaveAttribute('open', '');
  await expect(certificates.locator('details').nth(1)).not.toHaveAttribute('open', '');
  await certificates.locator('summary').nth(1).click();
  await expect(certificates.getByText(/^Expired on /)).toBeVisible();
  await expectAccessible(page);
});

test('an imported result (MH-120): the imported message, Start again and no Review', async ({ page }) => {
  await openDetails(page, 'MH-120', 'Manual Handling');
  await expect(page.getByText('This is a course completion result imported from another platform.')).toBeVisible();
  await expect(fact(page, 'status')).toHaveText('Finished');
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review' })).toHaveCount(0);
  await expectAccessible(page);
});

test('not yet available (XLS-201) and availability ended (COC-100): the dates say why there is no Start', async ({ page }) => {
  await openDetails(page, 'XLS-201', 'Advanced Excel: PivotTables and Power Query');
  await expect(page.getByText(new RegExp(`^Will be available to start on ${LONG_DATE.source}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expectAccessible(page);
  await openDetails(page, 'COC-100', 'Code of Conduct: Annual Attestation');
  await expect(page.getByText(new RegExp(`^Was available to start before ${LONG_DATE.source}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
});

test('a draft (NEG-201): "Coming soon" and only the share link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await openDetails(page, 'NEG-201', 'Negotiation Skills');
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  expect((await actionNames(page)).filter((n) => n !== 'Show more')).toEqual([SHARE]);
  await page.getByRole('button', { name: SHARE }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link was copied' })).toBeVisible();
  expect(await readClipboard(page)).toMatch(new RegExp(`/learn/(courses|open-catalog)/${id}`));
  await expectAccessible(page);
});

test('a course never taken up (AI-101) goes to its catalog page', async ({ page }) => {
  const id = await objectiveIdByCode(page, 'AI-101');
  await page.goto(`/learn/courses/${id}`);
  await expect(page).toHaveURL(`/learn/catalog/${id}`);
});

test('a course the learner may not see: "Course is not available" with the way back', async ({ page }) => {
  await page.goto('/learn/courses/0d4c1a52-8b1e-4c3a-9f0e-5a7b2c9d1e3f/view/details');
  await expect(mainHeading(page)).toHaveText('Course is not available');
  await expect(page).toHaveTitle(/^Course is not available — /);
  await expect(page.getByText('You do not have the necessary access rights to open or enroll in this course or program.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to My courses' }).click();
  await expect(page).toHaveURL('/learn/courses');
});

test('notifications (FW-210): the unread badge opens the chat window, which starts expanded as the course says, and reads the channel', async ({
  page,
}) => {
  await openDetails(page, 'FW-210', 'Fire Warden Training');
  const button = layers(page).getByRole('button', { name: /^Notifications/ });
  await expect(button).toHaveAccessibleName(/1 unread announcement$/);
  await button.click();
  const chat = page.getByRole('complementary', { name: 'Fire Warden Training' });
  await expect(chat.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.getByRole('log')).toContainText('The live drill briefing is confirmed for later this week.');
  await expect(chat).not.toContainText('<p>');
  await expect(button).toHaveAccessibleName('Notifications');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(button).toBeFocused();
});
