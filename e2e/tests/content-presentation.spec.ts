import { test, expect, expectAccessible, mainHeading } from '../fixtures.ts';
import { activityHeading, contentPath, signInForCourse, startFromDetails, toc, tocLink } from './content-support.ts';

// doc 2 §2 content route, doc 1 §3 presentation modes, doc 2 §4 table of contents and first-activity selection.

test('Tree (PRV-101): the first activity not finished is chosen, previous and next walk the course', async ({ page }) => {
  const id = await signInForCourse(page, 'PRV-101');
  await page.goto(contentPath(id));
  await expect(mainHeading(page)).toHaveText('Data Privacy Fundamentals');
  // "Sharing data safely" is in progress; the activities before it are finished.
  await expect(activityHeading(page, 'Sharing data safely: email, chat and cloud')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}/[0-9a-f-]{36}/[0-9a-f-]{36}$`));
  await expect(tocLink(page, 'Sharing data safely: email, chat and cloud')).toHaveAttribute('aria-current', 'page');
  await expect(tocLink(page, 'Personal data in everyday work')).toHaveAccessibleName('Personal data in everyday work (Completed)');
  await expect(page.getByText('Most breaches we see are not hackers.')).toBeVisible();
  await expectAccessible(page);

  const pager = page.getByRole('navigation', { name: 'Previous and next activity' });
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(activityHeading(page, 'A privacy dilemma from your team')).toBeVisible();
  await expect(tocLink(page, 'A privacy dilemma from your team')).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: /Previous/ }).click();
  await expect(activityHeading(page, 'Sharing data safely: email, chat and cloud')).toBeVisible();

  // A module opens with its disclosure button and shows its own page from its link.
  const toggle = toc(page).getByRole('button', { name: 'Activities of Why privacy matters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tocLink(page, 'Personal data in everyday work')).toBeHidden();
  await toggle.click();
  await tocLink(page, 'Why privacy matters').click();
  await expect(activityHeading(page, 'Why privacy matters')).toBeVisible();
  await expect(page.getByRole('main').getByText('2 activities in this module')).toBeVisible();
  await expectAccessible(page);
});

test('Tiles (LNG-101): modules as cards with their counts, then an activity marked complete', async ({ page }) => {
  const id = await signInForCourse(page, 'LNG-101');
  await page.goto(contentPath(id));
  await expect(page.getByRole('heading', { level: 2, name: 'Modules and activities' })).toBeVisible();
  // No automatic selection in tiles.
  await expect(page).toHaveURL(contentPath(id));
  const greetings = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Greetings' }) });
  await expect(greetings).toContainText('2 of 2 activities completed');
  await expectAccessible(page);

  await page.getByRole('heading', { level: 3, name: 'Directions' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Directions' })).toBeVisible();
  await page.getByRole('heading', { level: 3, name: '¿Dónde está…?' }).getByRole('link').click();
  await expect(activityHeading(page, '¿Dónde está…?')).toBeVisible();
  await expect(page.getByText('where is the station?')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
  await expect(tocLink(page, '¿Dónde está…?')).toHaveAccessibleName('¿Dónde está…? (Completed)');
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  await expectAccessible(page);

  // The course progress moved without a reload: the module tile counts it.
  await page.goBack();
  await page.goBack();
  const directions = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Directions' }) });
  await expect(directions).toContainText('1 of 1 activity completed');
});

test('LongReadWithoutActivityNames (WEL-101): every activity on one page, names for screen readers only', async ({ page }) => {
  const id = await signInForCourse(page, 'WEL-101');
  await page.goto(contentPath(id));
  await expect(mainHeading(page)).toHaveText('Mindfulness at Work');
  const main = page.getByRole('main');
  await expect(main.getByText('Breathe in for four counts')).toBeVisible();
  await main.getByText('Name five things you can see').scrollIntoViewIfNeeded();
  await expect(main.getByText('Name five things you can see')).toBeVisible();
  await main.getByText('Close the inbox for twenty-five minutes').scrollIntoViewIfNeeded();
  await expect(main.getByText('Close the inbox for twenty-five minutes')).toBeVisible();
  // The names are headings for assistive technology, not shown.
  const heading = activityHeading(page, 'Single-tasking');
  await expect(heading).toHaveClass(/visually-hidden/);
  await tocLink(page, 'Noticing').click();
  await expect(page).toHaveURL(/\/view\/content\/[0-9a-f-]{36}$/);
  await expect(main.getByText('Name five things you can see')).toBeInViewport();
  await expectAccessible(page);
});

test('LongRead (EML-110): started from details, every activity with its name on one page', async ({ page }) => {
  const id = await signInForCourse(page, 'EML-110');
  await startFromDetails(page, id);
  await expect(mainHeading(page)).toHaveText('Email Etiquette');
  for (const name of ['Subject lines that work', 'Reply-all, cc and bcc', 'Tone and timing']) {
    const heading = activityHeading(page, name);
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  }
  await expect(page.getByText('Make the subject a summary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(3);
  await expectAccessible(page);
});
