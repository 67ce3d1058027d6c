import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import { activityHeading, contentPath, signInForCourse, stubVimeo, toc, tocLink } from './content-support.ts';

// doc 2 §1, §9: at 970px and below the table of contents is a drawer. Data Privacy Fundamentals, second learner.

test('at 970px the contents open in a drawer that closes on a choice and gives focus back', async ({ page }) => {
  await stubVimeo(page);
  await page.setViewportSize({ width: 970, height: 800 });
  const id = await signInForCourse(page, 'PRV-101', accounts.learner2);
  await page.goto(contentPath(id));
  await expect(activityHeading(page, 'Privacy in two minutes')).toBeVisible();
  await expect(toc(page)).toHaveCount(0);
  await expectAccessible(page);

  const opener = page.getByRole('button', { name: 'Course contents', exact: true });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Course contents' });
  await expect(drawer).toBeVisible();
  await expect(tocLink(page, 'Privacy in two minutes')).toBeFocused();
  await expect(tocLink(page, 'Privacy in two minutes')).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await tocLink(page, 'The six principles, in plain words').click();
  await expect(drawer).toBeHidden();
  // A choice opens the activity: the focus follows to its title (issue 16); closing without one (below) goes back to the button.
  await expect(activityHeading(page, 'The six principles, in plain words')).toBeFocused();

  await opener.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // Wider than the breakpoint, the panel is back beside the content.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toc(page)).toBeVisible();
  await expect(opener).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide course contents' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});
