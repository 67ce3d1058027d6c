import { test, expect, signInTo, accounts, expectAccessible } from '../fixtures.ts';
import { actionNames, fact, openDetails } from './course-support.ts';

// doc 2 §4 Availability: "A proctoring session not in an allowed state blocks the course
// with a grading warning." The demo's second learner has ETH-300 in progress with a
// session the proctor marked Suspicious (docs/decisions/0009). Read only.

test('a blocked proctoring session (ETH-300): the warning instead of Continue and Submit', async ({ page }) => {
  await signInTo(page, '/learn/courses', accounts.learner2);
  await openDetails(page, 'ETH-300', 'Ethics Certification Exam');
  await expect(fact(page, 'status')).toHaveText('In Progress');
  await expect(
    page.getByText('This course is blocked: the proctoring session of your exam needs to be reviewed. Please contact your instructor.'),
  ).toBeVisible();
  const actions = await actionNames(page);
  for (const refused of ['Continue', 'Submit', 'Finish course']) expect(actions).not.toContain(refused);
  await expectAccessible(page);
});
