import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInTo, storage } from '../fixtures.ts';
import { contentPath, courseIdOf, findByName, runTreeOf } from './content-support.ts';

// Issue 12 team activities: two learners of one team (e2e/imports/team-activity.json). Ann
// completes the team task; Omar, in Arabic, then sees it completed for the whole team with
// who did it and when. Axe on both screens, en-US and ar-AR. The tests run in order.
test.describe.configure({ mode: 'serial' });

const ann = { email: 'team-ann@e2e.test', password: 'team-ann' };
const omar = { email: 'team-omar@e2e.test', password: 'team-omar' };
const enUS = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/en-US.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

/** Signs in and opens the team task's content. */
async function openTeamTask(page: Page, account: typeof ann) {
  await signInTo(page, '/learn/courses', account);
  const id = await courseIdOf(page, 'E2E-TEAM');
  const node = findByName((await runTreeOf(page, id)).children, 'Team task')!;
  await page.goto(contentPath(id, node.id));
  return page.getByRole('main').getByRole('region', { name: /Blue team/ });
}

test('a member sees the team members table and the team state, then completes it for the team', async ({ page }) => {
  const panel = await openTeamTask(page, ann);
  const table = panel.getByRole('table', { name: enUS['team.members.caption'] });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['First name', 'Middle name', 'Last name', 'Email', 'Primary unit']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Mei Lin Chen team-mei@e2e.test Harbour depot/ })).toBeVisible();
  // Opening it started Ann's own work, so the team's is in progress, and says who opened it.
  await expect(panel.getByText(enUS['team.state.inProgress']!)).toBeVisible();
  await expect(panel.getByRole('listitem')).toContainText([/Ann Lee.* opened it on /]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(panel.getByText(enUS['team.state.completed']!)).toBeVisible();
  await expect(panel.getByRole('listitem').last()).toContainText(/Ann Lee.* completed it for the team on /);
});

test('another member, in Arabic, sees it completed for the team with who did it', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  const panel = await openTeamTask(page, omar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(panel.getByText(ar['team.state.completed']!)).toBeVisible();
  await expect(panel.getByRole('listitem').last()).toContainText(/Ann Lee.*أكمله للفريق في/);
  const table = panel.getByRole('table', { name: ar['team.members.caption'] });
  await expect(table.getByRole('columnheader').first()).toHaveText(ar['team.members.firstName']!);
  // Right to left: the first column sits on the right; the names are isolated.
  const [first, last] = [
    await table.getByRole('columnheader').first().boundingBox(),
    await table.getByRole('columnheader').last().boundingBox(),
  ];
  expect(first!.x).toBeGreaterThan(last!.x);
  await expect(table.locator('bdi', { hasText: 'عمر' })).toBeVisible();
  // Omar's own work on it was completed by the team's submission.
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(ar['courseContent.status.completed']!);
  await expectAccessible(page);
});
