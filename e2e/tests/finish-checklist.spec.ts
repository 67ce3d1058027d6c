import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInTo, storage, test } from '../fixtures.ts';
import { activityHeading, contentPath, courseIdOf } from './content-support.ts';
import { detailsPath } from './course-support.ts';

// Issue 33 item 5, one safe submit: Submit with a required activity left lists it, each a link
// that opens it; with everything done "Submit the course" waits at the end of the last activity
// and on the details page; once handed in the page says what happens next.
// Data: e2e/imports/finish-checklist.json (Iris in en-US submits FC-LEFT; Omar in ar-AR only looks).

const en = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const iris = { email: 'fc-en@e2e.test', password: 'fc-en' };
const omar = { email: 'fc-ar@e2e.test', password: 'fc-ar' };
const LEFT = 'Mooring lines';

const nextSteps = (page: Page, heading = en['submit.next.heading']!) => page.getByRole('region', { name: heading });

/** Clicks, counted: the task's cost for the learner. */
function clickCounter() {
  const counter = {
    count: 0,
    click: async (locator: Locator) => {
      counter.count += 1;
      await locator.click();
    },
  };
  return counter;
}

test('submit with one activity left: the list links to it; once done, "Submit the course" at its end; then what happens next', async ({
  page,
}) => {
  await signInTo(page, '/learn/courses', iris);
  const id = await courseIdOf(page, 'FC-LEFT');
  await page.goto(detailsPath(id));

  // The task "submit with one activity left", from the course page: 2 clicks to the activity left.
  const clicks = clickCounter();
  await clicks.click(page.getByRole('button', { name: 'Submit', exact: true }));
  const dialog = page.getByRole('alertdialog', { name: 'Submit your results?' });
  await expect(dialog.getByRole('heading', { name: 'Required activities not completed' })).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveText([LEFT]);
  await expect(dialog).toContainText('If you submit now, the activities listed count as not done.');
  await expect(dialog.getByRole('button', { name: 'Submit anyway' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await clicks.click(dialog.getByRole('link', { name: LEFT }));
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${contentPath(id)}/[0-9a-f-]{36}$`));
  await expect(activityHeading(page, LEFT)).toBeFocused();
  expect(clicks.count).toBe(2);

  // Done with it: the last activity ends with the call to submit.
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  const callout = page.getByRole('region', { name: /All required activities are done/ });
  await expect(callout).toBeVisible();
  await expect(callout.getByRole('button', { name: 'Submit the course' })).toBeVisible();
  await expectAccessible(page);
  await callout.getByRole('button', { name: 'Submit the course' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit your results?' });
  await expect(confirm.getByRole('link')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();

  // Handed in: the content view says what happens next, and the focus is there.
  const steps = nextSteps(page);
  await expect(steps).toBeVisible({ timeout: 20_000 });
  await expect(steps).toBeFocused();
  await expect(steps).toContainText(/You can take the course again from .+\./);
  await expect(callout).toBeHidden();
  await expectAccessible(page);
  await page.goto(detailsPath(id));
  await expect(nextSteps(page)).toContainText(/You can take the course again from .+\./);
});

test('submitted for grading: who grades, the date of the results and the earliest retake, on the details page and in the content', async ({
  page,
}) => {
  await signInTo(page, '/learn/courses', iris);
  const id = await courseIdOf(page, 'FC-GRADING');
  await page.goto(detailsPath(id));
  const steps = nextSteps(page);
  await expect(steps.getByRole('listitem')).toHaveText([
    'An instructor will grade your work.',
    /^Your result will be shown on .+\.$/,
    /^You can take the course again once it is graded, on .+ at the earliest\.$/,
  ]);
  // Dates only: no score or grade is told before the reveal date.
  await expect(steps).not.toContainText('%');
  await expectAccessible(page);
  await page.goto(contentPath(id));
  await expect(nextSteps(page).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storage.locale, 'ar-AR'] as const);
    await signInTo(page, '/learn/courses', omar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the checklist of Submit, the call to submit and what happens next pass axe', async ({ page }) => {
    const left = await courseIdOf(page, 'FC-LEFT-AR');
    await page.goto(detailsPath(left));
    await page.getByRole('button', { name: ar['courseActions.submit'], exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: ar['courseActions.confirmSubmit.title'] });
    await expect(dialog.getByRole('link', { name: LEFT })).toBeVisible();
    await expect(dialog).toContainText(ar['submit.confirm.countsAsNotDone']!);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: ar['courseActions.confirm.cancel'] }).click();

    const done = await courseIdOf(page, 'FC-DONE-AR');
    await page.goto(detailsPath(done));
    await expect(page.getByRole('button', { name: ar['submit.allDone.submit'] })).toBeVisible();
    await expectAccessible(page);
    await page.goto(contentPath(done));
    await page
      .getByRole('navigation', { name: ar['toc.label']!, exact: true })
      .getByRole('link', { name: new RegExp(`^${LEFT}`) })
      .click();
    await expect(page.getByRole('main').getByRole('button', { name: ar['submit.allDone.submit'] })).toBeVisible();
    await expectAccessible(page);

    const grading = await courseIdOf(page, 'FC-GRADING');
    await page.goto(detailsPath(grading));
    await expect(nextSteps(page, ar['submit.next.heading']).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);
  });
});
