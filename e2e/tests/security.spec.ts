import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { accounts, signInTo } from '../fixtures.ts';

/**
 * What another site can do to a signed-in learner's browser (security issue 9, items 2, 6
 * and 11): a page on another port of the same host — the same site, so the learner's
 * SameSite=Lax cookie goes along — forges forms and frames the portal. Plain Playwright
 * test (not the fixture): the refusals this file provokes are logged by Chromium on purpose.
 */
let attacker: Server;
let attackerUrl = '';
const pages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pages.get(request.url ?? '/') ?? '<!doctype html><title>nothing</title>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('a same-site page that auto-submits forms cannot enrol, start or sign the learner out, however it spells the path', async ({
  page,
  baseURL,
}) => {
  await signInTo(page, '/learn/courses', accounts.learner2);
  const targets = [
    '/%61pi/platform/v1/create-self-enrollments',
    '/api/platform/v1/create-self-enrollments',
    '/%61pi/lms/v1/start-objective-workflows',
    '/oidc/%6cogout',
    '/oidc/logout',
  ];
  for (const [i, target] of targets.entries()) {
    pages.set(
      `/forge-${i}`,
      `<!doctype html><form method="post" action="${baseURL}${target}"><input name="objectiveIds" value="x"></form><script>document.forms[0].submit()</script>`,
    );
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(baseURL!));
    await page.goto(`${attackerUrl}/forge-${i}`);
    expect((await answer).status(), target).toBe(403);
  }
  // Still signed in: the forged sign-outs did nothing either.
  expect((await page.request.get('/api/platform/v1/users/me')).status()).toBe(200);
});

test('another site cannot show the portal or its sign-in form in a frame', async ({ page, baseURL }) => {
  await signInTo(page, '/learn/courses', accounts.learner2);
  pages.set(
    '/frame',
    `<!doctype html><iframe id="app" src="${baseURL}/learn/courses"></iframe><iframe id="signin" src="${baseURL}/oidc/login"></iframe><iframe id="logout" src="${baseURL}/oidc/logout"></iframe>`,
  );
  await page.goto(`${attackerUrl}/frame`);
  await page.waitForLoadState('load');
  for (const id of ['app', 'signin', 'logout']) {
    const frame = await (await page.locator(`#${id}`).elementHandle())!.contentFrame();
    // A refused frame is left empty or on Chromium's error page: nothing of the portal is drawn.
    await expect.poll(async () => (await frame!.content().catch(() => '')).includes('<main'), { message: id }).toBe(false);
    expect(await frame!.locator('#root, form').count(), id).toBe(0);
  }
});
