import { test, expect, expectAccessible, mainHeading } from '../fixtures.ts';
import {
  contentPath,
  findByName,
  formatDateTime,
  plain,
  recordRequests,
  runTreeOf,
  signInForCourse,
  toc,
  tocLink,
  tocLocked,
} from './content-support.ts';

// doc 2 §4 locked items and the scheduled refresh, §8 Item Locked messages: Fire Warden Training (FW-210)
// holds one lock per constraint for the demo learner, whose time zone is Europe/Berlin.

const LEARNER_ZONE = 'Europe/Berlin';
const WEEKDAY_DATE = /\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/;

test('every lock opens the Item Locked popup with its reason, dated in the learner’s time zone', async ({ page }) => {
  const id = await signInForCourse(page, 'FW-210');
  await page.goto(contentPath(id));
  await expect(mainHeading(page)).toHaveText('Fire Warden Training');
  await expect(toc(page)).toBeVisible();
  // Archived activities are left out; optional and open ones are links.
  await expect(toc(page).getByText('Evacuation procedure (2019 edition)')).toHaveCount(0);
  await expect(tocLink(page, 'Further reading: fire safety law')).toHaveAccessibleName('Further reading: fire safety law (Optional)');
  await expect(tocLink(page, 'The role of a fire warden')).toHaveAccessibleName('The role of a fire warden (Completed)');
  await expect(tocLink(page, 'Signage guide (expires soon)')).toBeVisible();
  const draft = tocLocked(page, 'Special hazards: lithium batteries');
  await expect(draft).toHaveAccessibleName('Special hazards: lithium batteries (Coming soon)');
  await expect(draft.locator('[title="Coming soon"]')).toHaveCount(1);
  await expectAccessible(page);

  const tree = await runTreeOf(page, id);
  const opensAt = findByName(tree.children, 'Live drill briefing')!.activityConstraint!.startFrom!;
  const cases: [string, RegExp][] = [
    [
      'Evacuation walk-through',
      new RegExp(`^The due date of this activity has been missed\\. It had to be done by ${WEEKDAY_DATE.source}\\.$`),
    ],
    ['Extinguisher types', new RegExp(`^This activity is no longer available\\. It was open until ${WEEKDAY_DATE.source}\\.$`)],
    ['Special hazards: lithium batteries', /^This activity is coming soon\.$/],
    ['Live drill briefing', new RegExp(`^This activity is not available yet\\. It opens on ${formatDateTime(opensAt, LEARNER_ZONE)}\\.$`)],
    [
      'Drill readiness quiz',
      new RegExp(`^The start date of this activity has been missed\\. It had to be started by ${WEEKDAY_DATE.source}\\.$`),
    ],
    ['Drill log template', /^Complete the previous activity, with a passing score where it is graded, to unlock this one\.$/],
  ];
  for (const [name, message] of cases) {
    const item = tocLocked(page, name);
    await expect(item).toHaveAccessibleName(/\((Locked|Coming soon)\)$/);
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Item Locked' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    expect(plain((await dialog.locator('p').nth(1).textContent()) ?? '')).toMatch(message);
    if (name === 'Live drill briefing') await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeFocused();
  }
});

test('an item that opens while the page is open unlocks at the scheduled refresh', async ({ page }) => {
  await page.clock.install();
  const id = await signInForCourse(page, 'FW-210');
  await page.goto(contentPath(id));
  await expect(tocLocked(page, 'Live drill briefing')).toHaveAccessibleName('Live drill briefing (Locked)');
  const treeCalls = recordRequests(page, 'GET', /\/activity-with-aggregates(\?|$)/);
  // "Live drill briefing" opens three days after the demo data was loaded.
  await page.clock.fastForward((72 * 60 + 10) * 60_000);
  await expect(tocLink(page, 'Live drill briefing')).toHaveAccessibleName('Live drill briefing (Not completed)');
  expect(treeCalls.length).toBeGreaterThanOrEqual(1);
});

test('in Arabic the contents read right to left and the popup speaks Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lp.locale', 'ar-AR'));
  const id = await signInForCourse(page, 'FW-210');
  await page.goto(contentPath(id));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = toc(page, 'محتويات الدورة');
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: /^Live drill briefing \(مقفل\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'العنصر مقفل' });
  await expect(dialog).toContainText('هذا النشاط غير متاح بعد. سيُفتح في');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'حسنًا' }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);

  const lng = await (await import('./content-support.ts')).courseIdOf(page, 'LNG-101');
  await page.goto(contentPath(lng));
  await expect(page.getByRole('heading', { level: 2, name: 'الوحدات والأنشطة' })).toBeVisible();
  await expectAccessible(page);
});
