import { test, expect, accounts } from '../fixtures.ts';
import { card, catalogObjectiveId, signInAt } from './lists-support.ts';

// doc 1 §2 Entry query parameters, §4 Enrolment flow, §8: the occflow links, as the second learner.

test('occflow=addToMyCourses enrols and lands on My courses with a success message', async ({ page }) => {
  await signInAt(page, '/learn/courses', accounts.learner2);
  const id = await catalogObjectiveId(page, 'Mindfulness at Work');
  await page.goto(`/learn/catalog?occflow=addToMyCourses&objectiveId=${id}`);
  await expect(page).toHaveURL(/\/learn\/courses$/);
  await expect(page.getByText('The course was added to My courses.')).toBeVisible();
  await expect(card(page, 'Mindfulness at Work')).toBeVisible();
});

test('occflow=startTheCourse enrols, starts a run and opens the course content', async ({ page }) => {
  await signInAt(page, '/learn/courses', accounts.learner2);
  const id = await catalogObjectiveId(page, 'Time Management Essentials');
  await page.goto(`/learn/courses?occflow=startTheCourse&objectiveId=${id}`);
  await expect(page).toHaveURL(new RegExp(`/learn/courses/${id}/view/content(/|$)`));
  await page.goto('/learn/courses');
  const course = card(page, 'Time Management Essentials');
  await expect(course).toContainText(/Started /);
  await expect(course.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/learn/courses/${id}/view/content`);
});

test('occflow for a course that never appears ends on My courses with an error message', async ({ page }) => {
  test.slow(); // 15 answers, 1.5 s apart
  await signInAt(page, '/learn/courses', accounts.learner2);
  await page.goto('/learn/catalog?occflow=addToMyCourses&objectiveId=0d4c1a52-8b1e-4c3a-9f0e-5a7b2c9d1e3f');
  await expect(page.getByRole('alert').getByText('Unknown error. Please refresh the page and try again.')).toBeVisible({ timeout: 40_000 });
  await expect(page).toHaveURL(/\/learn\/courses$/);
});
