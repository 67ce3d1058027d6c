import type { Locator, Page } from '@playwright/test';
import { expect, mainHeading, mainNavigation, signIn, test, waitForApp } from '../fixtures.ts';
import { activityHeading } from './content-support.ts';
import { answerEveryQuestion } from './lti-support.ts';

/**
 * Issue 33 "Measured": the five learner tasks, each walked from the landing page (the demo
 * tenant's dashboard) at 1366 px and at 390 px, with every click and keystroke counted and
 * the counts asserted. Each width has its own learner and runs (e2e/imports/learner-tasks.json),
 * so the two walks never meet. The counts are also written to the report (annotations).
 */
const WIDTHS = [
  { label: '1366 px', viewport: { width: 1366, height: 900 }, account: { email: 'walk-wide@e2e.test', password: 'walk-wide' }, menu: 0 },
  // A phone: the navigation is a drawer behind the Menu button, one click more to reach an entry.
  { label: '390 px', viewport: { width: 390, height: 844 }, account: { email: 'walk-phone@e2e.test', password: 'walk-phone' }, menu: 1 },
] as const;

/** A learner's input, counted: every task goes through it, so the counts are what the learner did. */
class Walk {
  clicks = 0;
  keys = 0;
  readonly counts: string[] = [];
  constructor(
    readonly page: Page,
    readonly phone: boolean,
  ) {}
  async click(target: Locator) {
    this.clicks += 1;
    await target.click();
  }
  /** Starts a task on the landing page, counts reset. */
  async fromLanding() {
    await this.page.goto('/learn/');
    await expect(mainHeading(this.page)).toHaveText('Dashboard');
    await waitForApp(this.page);
    this.clicks = 0;
    this.keys = 0;
  }
  /** An entry of the main navigation (behind Menu on a phone). */
  async navigate(name: string) {
    if (this.phone) await this.click(this.page.getByRole('button', { name: 'Menu', exact: true }));
    await this.click(mainNavigation(this.page).getByRole('link', { name, exact: true }));
  }
  /** A course's card on My courses. */
  async openCard(name: string) {
    await this.click(this.page.getByRole('main').getByRole('article', { name, exact: true }).getByRole('link', { name, exact: true }));
  }
  record(task: string) {
    const line = `${task}: ${this.clicks} clicks, ${this.keys} keystrokes`;
    this.counts.push(line);
    test.info().annotations.push({ type: 'task', description: line });
  }
}

for (const width of WIDTHS) {
  test(`the five learner tasks from the landing page at ${width.label}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(width.viewport);
    await signIn(page, width.account);
    await expect(mainHeading(page)).toHaveText('Dashboard');
    const walk = new Walk(page, width.menu > 0);

    // 1. Find what is overdue and open it: the dashboard's To do lists it first, marked.
    await walk.fromLanding();
    await walk.click(page.getByRole('region', { name: 'To do' }).getByRole('link', { name: 'Harbour permits refresher' }));
    await expect(mainHeading(page)).toHaveText('Harbour permits refresher');
    walk.record('find what is overdue and open it');
    expect(walk.clicks).toBeLessThanOrEqual(3);

    // 2. See how a course treats my results before starting: the rules card on its details.
    await walk.fromLanding();
    await walk.navigate('My courses');
    await walk.openCard('Crane signals certification');
    const rules = page.getByRole('region', { name: 'Course rules' });
    await expect(rules).toContainText(/Your result is shown from .+/);
    await expect(rules).toContainText('You can start the course again 2 weeks after finishing it');
    await expect(page.getByRole('main').getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    walk.record('see how a course treats my results before starting');
    expect(walk.clicks).toBe(2 + width.menu);

    // 3. Resume where I stopped yesterday on another device: this browser never opened the
    // course; the position was saved a day ago (the import stands for the other device).
    await walk.fromLanding();
    await walk.navigate('My courses');
    await walk.openCard('Tide tables explained');
    await expect(activityHeading(page, 'Reading a tide table')).toBeVisible();
    // The lesson's text is in (the page is long), then the page is where the other device left it.
    const range = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await expect.poll(range).toBeGreaterThan(2 * width.viewport.height);
    const expected = 0.6 * (await range());
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - expected)).toBeLessThan(width.viewport.height);
    walk.record('resume where I stopped yesterday on another device');
    expect(walk.clicks).toBe(2 + width.menu);

    // 4. Submit with one activity left: Submit says what is left, with a link, and what it means.
    await walk.fromLanding();
    await walk.navigate('My courses');
    await walk.openCard('Mooring basics');
    // The card opens the content at the activity left; Submit is on the course's details.
    await expect(activityHeading(page, 'Knots for mooring')).toBeVisible();
    await walk.click(page.getByRole('navigation', { name: 'Course', exact: true }).getByRole('link', { name: 'Details' }));
    await walk.click(page.getByRole('main').getByRole('button', { name: 'Submit', exact: true }));
    const confirm = page.getByRole('alertdialog', { name: 'Submit your results?' });
    await expect(confirm.getByRole('link')).toHaveText(['Knots for mooring']);
    await expect(confirm).toContainText('If you submit now, the activities listed count as not done.');
    await walk.click(confirm.getByRole('button', { name: 'Submit anyway' }));
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(/You can take the course again from .+\./, {
      timeout: 20_000,
    });
    walk.record('submit with one activity left');
    expect(walk.clicks).toBe(5 + width.menu);

    // 5. See my score after a tool quiz: it reaches the activity while the tool is still open.
    await walk.fromLanding();
    await walk.navigate('My courses');
    await walk.openCard('Knots quiz course');
    await walk.click(page.getByRole('main').getByRole('button', { name: 'Start', exact: true }));
    await expect(activityHeading(page, 'Knots quiz')).toBeVisible();
    const tool = page.frameLocator('iframe[title="Knots quiz"]');
    walk.clicks += await answerEveryQuestion(tool); // one click per question
    await walk.click(tool.getByRole('button', { name: 'Submit' }));
    const beforeScore = walk.clicks;
    await expect(page.getByRole('main').locator('article header [role="status"]')).toHaveText('Completed Score: 2 of 2 (100%)');
    expect(walk.clicks - beforeScore).toBe(0);
    walk.record('see my score after a tool quiz');
    // The menu, My courses, the card, Start; two answers and the tool's Submit.
    expect(walk.clicks).toBe(6 + width.menu);

    console.log(`${width.label}:\n  ${walk.counts.join('\n  ')}`);
  });
}
