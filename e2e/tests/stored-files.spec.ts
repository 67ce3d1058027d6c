import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { test, expect, type BrowserContext } from '@playwright/test';
import { signInTo } from '../fixtures.ts';
import { contentPath, courseIdOf } from './content-support.ts';

/**
 * Stored files opened on their own in a signed-in browser (security issue 9 item 1). The
 * files are planted by e2e/imports/stored-files.json for an account of their own; each one
 * would, if it ran, set the title to "SCRIPT RAN" and request /e2e-probe/… with the
 * cookies. Plain Playwright test (not the fixture): the sandbox's refusals are logged by
 * Chromium on purpose.
 */
const account = { email: 'stored-files@e2e.test', password: 'stored-files' };
const FILES_DIR = new URL('../imports/stored-files/', import.meta.url);
const FILE_ROUTE = '/api/lms-storage/v1/files/';

/** What the test reads of an <img> (this program has no DOM types). */
interface DrawnImage {
  naturalWidth: number;
}

interface Opened {
  ran: string[];
  title: string;
  downloaded: string | null;
  shown: string | null;
}

/** Opens `url` in a new tab of `context`, as a learner who follows a link to a file would, and reports what it did. */
async function openOnItsOwn(context: BrowserContext, url: string): Promise<Opened> {
  const tab = await context.newPage();
  const ran: string[] = [];
  tab.on('request', (request) => {
    if (/\/e2e-probe\/|\/users\/me/.test(request.url())) ran.push(request.url());
  });
  tab.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const download = tab.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
  // A download aborts the navigation: that is one of the answers looked for.
  const answer = await tab.goto(url).catch(() => null);
  const downloaded = answer ? null : await download;
  if (answer) await tab.waitForLoadState('load');
  // Inline scripts run while the page loads and handlers on load: a moment more for their requests.
  await tab.waitForTimeout(300);
  const opened = {
    ran,
    title: await tab.title(),
    downloaded: downloaded ? downloaded.suggestedFilename() : null,
    shown: answer ? await tab.evaluate(() => (globalThis as unknown as { document: { contentType: string } }).document.contentType) : null,
  };
  await tab.close();
  return opened;
}

let plain: Server;
let plainUrl = '';
test.beforeAll(async () => {
  // The planted files served as any static server would: their natural type, no policy.
  const types: Record<string, string> = { svg: 'image/svg+xml', html: 'text/html', xhtml: 'application/xhtml+xml' };
  plain = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    if (!/^hostile-[\w-]+\.\w+$/.test(name)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[name.split('.').pop()!] ?? 'text/plain' });
    response.end(readFileSync(new URL(name, FILES_DIR)));
  });
  await new Promise<void>((resolve) => plain.listen(0, 'localhost', resolve));
  plainUrl = `http://localhost:${(plain.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => plain.close(resolve));
});

test('the planted files run their scripts when served plainly (the probe works)', async ({ context }) => {
  for (const name of ['hostile-script.svg', 'hostile-page.html', 'hostile-page.xhtml']) {
    const opened = await openOnItsOwn(context, `${plainUrl}/${name}`);
    expect(opened.title, name).toBe('SCRIPT RAN');
    expect(opened.ran.length, name).toBeGreaterThan(0);
  }
});

test('a signed-in learner who opens any stored file on its own runs nothing of it', async ({ page, context }) => {
  await signInTo(page, '/learn/courses', account);
  const id = await courseIdOf(page, 'E2E-FILES');
  await page.goto(`/learn/courses/${id}/view/details`);
  const cover = page.getByRole('main').locator(`img[src^="${FILE_ROUTE}"]`);
  // The SVG cover, cleaned at import, still draws as an image on the course page.
  await expect.poll(() => cover.evaluate((img) => (img as unknown as DrawnImage).naturalWidth)).toBeGreaterThan(0);
  const files = new Map([['hostile-cover.svg', (await cover.getAttribute('src'))!]]);

  await page.goto(contentPath(id));
  const attachments = page.getByRole('main').locator(`a[download][href^="${FILE_ROUTE}"]`);
  await expect(attachments).toHaveCount(8);
  for (const link of await attachments.all()) files.set((await link.getAttribute('download'))!, (await link.getAttribute('href'))!);

  const results = new Map<string, Opened>();
  for (const [name, url] of files) results.set(name, await openOnItsOwn(context, url));
  const ran = [...results].filter(([, o]) => o.ran.length > 0 || o.title === 'SCRIPT RAN').map(([name]) => name);
  expect(ran, 'files whose script ran').toEqual([]);
  // Shown only as an image by the browser's image viewer; everything else saved as a file.
  const shown = Object.fromEntries([...results].map(([name, o]) => [name, o.shown ?? (o.downloaded ? 'download' : 'nothing')]));
  expect(shown).toEqual({
    'hostile-cover.svg': 'download',
    'hostile-script.svg': 'download',
    'hostile-page.html': 'download',
    'hostile-page.xhtml': 'download',
    'hostile-data.xml': 'download',
    'hostile-html-in.txt': 'download',
    'hostile-no-extension': 'download',
    'hostile-html-named.png': 'image/png',
    'hostile-polyglot.gif': 'image/gif',
  });
  // The session is the learner's still: nothing read or changed it.
  expect((await page.request.get('/api/platform/v1/users/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status()).toBe(200);
});
