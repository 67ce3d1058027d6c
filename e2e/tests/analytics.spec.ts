import type { Page } from '@playwright/test';
import { expect, expectAccessible, mainHeading, mainNavigation, signInTo, test } from '../fixtures.ts';

// doc 1 §7, §9 and doc 2 §7 (issue 18 item 4, decision 0040): the analytics event logger and the
// data-lake logger send the learner's usage events — with the app version — to the run's own
// collector (peers/analytics, started by e2e/start-server.mjs and named in the runtime
// configuration, LP_ENV=test); the data-lake session stays while events come less than 30
// minutes apart and is renewed after; a page that runs in dev sends nothing.
const ada = { email: 'analytics-ada@e2e.test', password: 'analytics-ada' };
const dev = { email: 'analytics-dev@e2e.test', password: 'analytics-dev' };
const COURSE = 'Analytics sample course';

interface Received {
  stream: 'events' | 'data-lake';
  contentType: string | null;
  withCookies: boolean;
  body: { events?: Record<string, unknown>[]; records?: Record<string, unknown>[] };
}

async function collector(page: Page) {
  const config = (await (await page.request.get('/config-ui/config.json')).json()) as {
    appVersion: string;
    analytics: { eventsUrl: string; dataLakeUrl: string };
  };
  const origin = new URL(config.analytics.eventsUrl).origin;
  const me = (await (
    await page.request.get('/api/platform/v1/users/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  ).json()) as { id: string; tenant: { id: string } };
  const received = async () => (await (await page.request.get(`${origin}/received`)).json()) as Received[];
  return {
    config,
    me,
    received,
    events: async () =>
      (await received()).flatMap((r) => (r.stream === 'events' ? (r.body.events ?? []) : [])).filter((e) => e.userId === me.id),
    records: async () =>
      (await received()).flatMap((r) => (r.stream === 'data-lake' ? (r.body.records ?? []) : [])).filter((e) => e.userId === me.id),
  };
}

async function openCourse(page: Page) {
  await mainNavigation(page).getByRole('link', { name: 'My courses' }).click();
  await page.getByRole('main').getByRole('link', { name: COURSE }).first().click();
  await expect(mainHeading(page)).toHaveText(COURSE);
}

test('usage events reach the collector with the app version; the data-lake session lasts while events come within 30 minutes', async ({
  page,
}) => {
  await page.clock.install();
  await signInTo(page, '/learn/courses', ada);
  const peer = await collector(page);

  await openCourse(page);
  await expectAccessible(page);
  await expect.poll(async () => (await peer.events()).length, { timeout: 20_000 }).toBe(1);
  const [event] = await peer.events();
  expect(event).toMatchObject({
    name: 'about_the_course_page_load',
    appVersion: peer.config.appVersion,
    userId: peer.me.id,
    tenantId: peer.me.tenant.id,
    role: 'learner',
    locale: 'en-US',
    isMobile: false,
    properties: { objectiveId: expect.any(String) },
  });
  // Without the portal's cookies, as a simple request (no preflight).
  expect((await peer.received()).every((r) => !r.withCookies && /^text\/plain/.test(r.contentType ?? ''))).toBe(true);
  await expect.poll(async () => (await peer.records()).length, { timeout: 20_000 }).toBe(1);
  const [first] = await peer.records();
  expect(first).toMatchObject({
    eventName: 'about_the_course_page_load',
    sessionStarted: true,
    appVersion: peer.config.appVersion,
    sessionId: expect.any(String),
  });

  // 20 quiet minutes later: the same session.
  await page.clock.fastForward('20:00');
  await openCourse(page);
  await expect.poll(async () => (await peer.records()).length, { timeout: 20_000 }).toBe(2);
  expect((await peer.records())[1]).toMatchObject({ sessionId: first!.sessionId, sessionStarted: false });

  // 31 quiet minutes later: a new one. The page is left at once, before the batch's timer:
  // it leaves as the page goes (keepalive on pagehide).
  await page.clock.fastForward('31:00');
  await openCourse(page);
  await page.goto('about:blank');
  await expect.poll(async () => (await peer.records()).length, { timeout: 20_000 }).toBe(3);
  const third = (await peer.records())[2]!;
  expect(third).toMatchObject({ sessionStarted: true });
  expect(third.sessionId).not.toBe(first!.sessionId);
  expect(await peer.events()).toHaveLength(3);
});

test('a page running in dev loads no logger and sends nothing', async ({ page }) => {
  await signInTo(page, '/learn/courses', dev);
  const peer = await collector(page);
  // The page brings its configuration with it (issue 17): this one says it runs in dev.
  await page.route('**/learn/courses', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"environment":"test"');
    await route.fulfill({ response, body: html.replace('"environment":"test"', '"environment":"dev"') });
  });
  const loggerRequests: string[] = [];
  page.on('request', (request) => {
    if (/analytics-logger/.test(request.url())) loggerRequests.push(request.url());
  });
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(document.getElementById('lp-bootstrap')!.textContent!).config.environment)).toBe('dev');
  await openCourse(page);
  // Time for the loggers to have loaded and sent, had they been on; leaving the page would send what waits.
  await page.waitForTimeout(6000);
  await page.goto('about:blank');
  await page.waitForTimeout(1000);
  expect(await peer.events()).toEqual([]);
  expect(await peer.records()).toEqual([]);
  expect(loggerRequests).toEqual([]);
});
