import { test, expect, expectAccessible, accounts } from '../fixtures.ts';
import { activityHeading, recordRequests, signInForCourse, startFromDetails, stubVimeo, tocLink } from './content-support.ts';

// doc 2 §5 content rules, §7 HEAD of attachments, §8 PDF viewer errors: Workplace Safety Essentials (SAF-101),
// not started by either learner in the demo data.

test('lesson images, a Vimeo video, the PDF viewer and attachment sizes (SAF-101)', async ({ page }) => {
  await stubVimeo(page);
  const id = await signInForCourse(page, 'SAF-101');
  await startFromDetails(page, id);
  await expect(activityHeading(page, 'Spotting hazards before they hurt')).toBeVisible();
  const image = page.getByRole('button', { name: /^Open image: The hierarchy of controls/ });
  await image.click();
  const gallery = page.getByRole('dialog', { name: 'Image gallery' });
  await expect(gallery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(image).toBeFocused();
  await expectAccessible(page);

  await tocLink(page, 'A walk through the warehouse floor').click();
  const video = page.locator('iframe[title="Video: A walk through the warehouse floor"]');
  await expect(video).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await page.getByText('Transcript').click();
  await expect(page.getByText('our site safety lead points out six hazards')).toBeVisible();
  await expectAccessible(page);

  await tocLink(page, 'Fire safety checklist (PDF)').click();
  const pdf = page.locator('iframe[title$="(PDF)"]');
  await expect(pdf).toHaveAttribute('src', /^\/api\/lms-storage\/v1\/files\/[0-9a-f-]{36}$/);
  const fileUrl = (await pdf.getAttribute('src'))!;
  await expect(page.getByRole('link', { name: /^Download / })).toHaveAttribute('href', fileUrl);
  await expect(page.getByText('Print this checklist')).toBeVisible();

  // A refused file is explained in words (the viewer asks with HEAD first).
  for (const [status, text] of [
    [403, 'You do not have permission to view the file'],
    [401, 'Please log in to view the file'],
    [500, 'Failed to load PDF'],
  ] as const) {
    await page.route(`**${fileUrl}`, (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status }) : route.continue()));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.locator('iframe[title$="(PDF)"]')).toHaveCount(0);
    await page.unroute(`**${fileUrl}`);
  }

  await tocLink(page, 'Near misses: the free lesson').click();
  const attachments = page.getByRole('group', { name: 'Attachments' });
  await expect(attachments.getByRole('link', { name: 'Fire safety checklist.pdf' })).toBeVisible();
  await expect(attachments).toContainText(/Fire safety checklist\.pdf\s*\d+(\.\d{2})? (B|KB|MB)/);
  await expectAccessible(page);

  // An event: its time in its own zone (Europe/London) and in the learner's (Europe/Berlin), where, and the join link.
  await tocLink(page, 'Toolbox talk: live Q&A with the safety team').click();
  const main = page.getByRole('main');
  await expect(main.getByRole('term').filter({ hasText: 'Date and time (Europe/London)' })).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'In your time zone (Europe/Berlin)' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'Training room 2, Warehouse North' })).toBeVisible();
  const join = main.getByRole('link', { name: /^Join the event/ });
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  // A tool-based activity opens in a new tab (the signed launch is not wired yet).
  await tocLink(page, 'Safety essentials check').click();
  const launch = main.getByRole('link', { name: /^Open Safety essentials check/ });
  await expect(launch).toHaveAttribute('href', /^https:\/\/assess\.demo\.test\/lti\/launch\//);
  await expect(launch).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
});

test('posting in a discussion: required, one post for a double click, a reply (SAF-101, second learner)', async ({ page }) => {
  const id = await signInForCourse(page, 'SAF-101', accounts.learner2);
  await startFromDetails(page, id);
  await tocLink(page, 'What is the hazard you walk past every day?').click();
  await expect(activityHeading(page, 'What is the hazard you walk past every day?')).toBeVisible();
  await expect(page.getByText('Describe one hazard in your area')).toBeVisible();
  await expect(page.getByText('No posts yet. Be the first to post.')).toBeVisible();
  await expectAccessible(page);

  const posts = recordRequests(page, 'POST', /\/discussion-posts$/);
  const submit = page.getByRole('button', { name: 'Post', exact: true });
  await submit.click();
  await expect(page.getByText('Field is required')).toBeVisible();
  expect(posts).toHaveLength(0);

  await page.getByRole('textbox', { name: 'Your post' }).fill('The fire door by bay 4 is always wedged open.');
  await submit.dblclick();
  const mine = page.getByRole('article', { name: 'Post by You' });
  await expect(mine).toContainText('The fire door by bay 4 is always wedged open.');
  await expect(page.getByRole('textbox', { name: 'Your post' })).toHaveValue('');
  expect(posts).toHaveLength(1);

  await mine.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('textbox', { name: 'Your reply to You' }).fill('Reported to the site safety lead.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByRole('list', { name: 'Replies to You' })).toContainText('Reported to the site safety lead.');
  expect(posts).toHaveLength(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(tocLink(page, 'What is the hazard you walk past every day?')).toHaveAccessibleName(
    'What is the hazard you walk past every day? (Completed)',
  );
});
