import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, signInTo, storage } from '../fixtures.ts';

// Issue 14 course chat (doc 1 §2, §7, §9; doc 2 §2 Notifications layer; decision 0025), with
// its own accounts (e2e/imports/course-chat.json): Lina (en-US) and Omar (ar-AR) in "Chat
// course" (36 messages, replies open, starts expanded) and "Chat news course" (announcements
// only, starts collapsed); their teacher Tariq posts through the instructor call. The tests
// run in order: reading in one changes the counts the next one sees.
test.describe.configure({ mode: 'serial' });

const lina = { email: 'chat-lina@e2e.test', password: 'chat-lina' };
const omar = { email: 'chat-omar@e2e.test', password: 'chat-omar' };
const teacher = { email: 'chat-teacher@e2e.test', password: 'chat-teacher' };
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;

const myCourses = (nav: Locator) => nav.getByRole('link', { name: 'My courses', exact: true });
const chatWindow = (page: Page, name: string) => page.getByRole('complementary', { name });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function channelOf(page: Page, code: string): Promise<{ channel: string; objective: string }> {
  const res = await page.request.get(
    `/api/platform/v1/objective-workflow-aggregates/query?filter=${encodeURIComponent(JSON.stringify(['objective.code', '=', code]))}`,
    {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    },
  );
  const course = ((await res.json()) as { data: { objective: { id: string; announcementChannelId: string } }[] }).data[0]!;
  return { channel: course.objective.announcementChannelId, objective: course.objective.id };
}

/** Tariq posts an announcement through the instructor call, from a browser context of his own. */
async function announce(browser: Browser, channel: string, body: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, teacher);
  await expect(page).toHaveURL(/\/learn\//);
  const res = await page.request.post(`/api/platform/v1/instructor/announcement-channels/${channel}/messages`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { body },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
}

test('the unread indicator of a course card opens the docked chat window, expanded as the course says; reading clears the counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInTo(page, '/learn/courses', lina);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(myCourses(nav)).toHaveAccessibleDescription('37 unread announcements');
  const indicator = card(page, 'Chat course').getByRole('button', { name: '36 unread announcements' });
  await indicator.click();

  const chat = chatWindow(page, 'Chat course questions');
  await expect(chat.getByRole('heading', { name: 'Chat course questions' })).toBeFocused();
  await expect(chat.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  const log = chat.getByRole('log', { name: 'Messages' });
  await expect(log.locator('ol > li')).toHaveCount(30);
  await expect(log.locator('ol > li').last()).toContainText('The reading list is attached.');
  await expect(log.getByRole('link', { name: 'Reading list.txt' })).toHaveAttribute('href', /\/api\/lms-storage\/v1\/files\//);
  await expect(log.getByText('New')).toHaveCount(30);
  // Docked at the inline end, not the whole screen.
  const box = (await chat.boundingBox())!;
  expect(box.width).toBeLessThan(500);
  expect(box.x + box.width).toBeGreaterThan(1200);
  await expectAccessible(page);

  // Paging backwards: the six oldest arrive above.
  await chat.getByRole('button', { name: 'Earlier messages' }).click();
  await expect(log.locator('ol > li')).toHaveCount(36);
  await expect(log.locator('ol > li').first()).toContainText('Announcement 1 of the chat course');
  await expect(chat.getByRole('button', { name: 'Earlier messages' })).toHaveCount(0);

  // Shown, so read: the card's indicator and the navigation's count follow without a reload.
  await expect(indicator).toBeHidden();
  await expect(myCourses(nav)).toHaveAccessibleDescription('1 unread announcement');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('a new announcement arrives live: counted on the card and the navigation, shown in an open window', async ({ page, browser }) => {
  await signInTo(page, '/learn/courses', lina);
  const { channel } = await channelOf(page, 'E2E-CHAT');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(myCourses(nav)).toHaveAccessibleDescription('1 unread announcement');
  await announce(browser, channel, '<p>Live: the quiz opens <em>tomorrow</em>.</p>');
  await expect(myCourses(nav)).toHaveAccessibleDescription('2 unread announcements');
  const indicator = card(page, 'Chat course').getByRole('button', { name: '1 unread announcement' });
  await indicator.click();
  const log = chatWindow(page, 'Chat course questions').getByRole('log');
  await expect(log.locator('ol > li').last()).toContainText('Live: the quiz opens tomorrow.');
  await announce(browser, channel, '<p>Live again, while the window is open.</p>');
  await expect(log.locator('ol > li').last()).toContainText('Live again, while the window is open.');
  await expect(myCourses(nav)).toHaveAccessibleDescription('1 unread announcement');
});

test("a question where replies are open; a #chat link opens the course's chat; an announcements-only channel starts collapsed", async ({
  page,
}) => {
  await signInTo(page, '/learn/courses', lina);
  const { objective } = await channelOf(page, 'E2E-CHAT');
  await page.goto(`/learn/courses/${objective}/view/details#chat`);
  const chat = chatWindow(page, 'Chat course questions');
  await chat.getByRole('textbox', { name: 'Ask a question' }).fill('Is <b>this</b> on the quiz?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const mine = chat.getByRole('log').locator('ol > li').last();
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('Question');
  await expect(mine).toContainText('Is <b>this</b> on the quiz?');
  await expect(chat.getByRole('textbox', { name: 'Ask a question' })).toHaveValue('');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(page).not.toHaveURL(/#chat/);

  // A #chat link follows the course's setting (this channel starts collapsed); the Notifications
  // layer is the learner asking to read, so it opens expanded whatever the setting (decision 0064).
  const news = await channelOf(page, 'E2E-CHAT-2');
  await page.goto(`/learn/courses/${news.objective}/view/details`);
  await page
    .getByRole('navigation', { name: 'Course' })
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(chatWindow(page, 'Chat news').getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  await chatWindow(page, 'Chat news').getByRole('button', { name: 'Close chat' }).click();
  await page.goto(`/learn/courses/${news.objective}/view/details#chat`);
  const collapsed = chatWindow(page, 'Chat news');
  const expand = collapsed.getByRole('button', { name: 'Expand' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(collapsed.getByRole('log')).toBeHidden();
  await expectAccessible(page);
  await expand.click();
  await expect(collapsed.getByRole('log')).toContainText('The news channel is open.');
  await expect(collapsed.getByText("Only the course's instructors post in this channel.")).toBeVisible();
  await expect(collapsed.getByRole('textbox')).toHaveCount(0);
});

test('at 970 px and below the chat window is the whole screen (en-US)', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signInTo(page, '/learn/courses', lina);
  const { objective } = await channelOf(page, 'E2E-CHAT');
  await page.goto(`/learn/courses/${objective}/view/details`);
  await page
    .getByRole('navigation', { name: 'Course' })
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const chat = chatWindow(page, 'Chat course questions');
  await expect(chat.getByRole('log')).toBeVisible();
  expect(await chat.boundingBox()).toEqual({ x: 0, y: 0, width: 900, height: 800 });
  await expectAccessible(page);
});

test('on a phone the whole-screen chat is above the app header: its title shows and Close works by touch', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInTo(page, '/learn/courses', lina);
  const { objective } = await channelOf(page, 'E2E-CHAT');
  await page.goto(`/learn/courses/${objective}/view/details#chat`);
  const chat = chatWindow(page, 'Chat course questions');
  const close = chat.getByRole('button', { name: 'Close chat' });
  // What a finger at the title and at Close touches is the chat's own, not the header drawn over it.
  for (const target of [chat.getByRole('heading', { name: 'Chat course questions' }), close]) {
    const box = (await target.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-chat-window]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
  }
  await close.tap();
  await expect(chat).toBeHidden();
  await context.close();
});

test('in Arabic, docked at the inline end (the left) and full-screen when narrow', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInTo(page, '/learn/courses', omar);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { objective } = await channelOf(page, 'E2E-CHAT');
  await page.goto(`/learn/courses/${objective}/view/details#chat`);
  const chat = chatWindow(page, 'Chat course questions');
  await expect(chat.getByRole('button', { name: ar['chat.collapse']! })).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.getByRole('textbox', { name: ar['chat.ask']! })).toBeVisible();
  await expect(chat.getByRole('log')).toContainText('هل الاختبار مفتوح الكتاب؟');
  const box = (await chat.boundingBox())!;
  expect(box.x).toBeLessThan(80);
  expect(box.width).toBeLessThan(500);
  await expectAccessible(page);

  await page.setViewportSize({ width: 800, height: 700 });
  await expect.poll(async () => chat.boundingBox()).toEqual({ x: 0, y: 0, width: 800, height: 700 });
  await expectAccessible(page);
});
