import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { START_CODE_AFTER_PAINT } from '../src/lib/content-security-policy.ts';
import { createPageRenderer, type Bootstrap } from '../src/modules/web/bootstrap.ts';
import type { FirstViewRenderer, FirstViewRequest } from '../src/modules/web/first-view-render.ts';

/**
 * Decision 0043: how the page carries a first view the server drew — the drawing in #root,
 * its language and direction on <html>, its styles in the page, its first cover asked for
 * before any script, and what the browser needs to take it over. The drawing itself is the
 * web app's (e2e/tests/server-drawn.spec.ts checks it in a browser); here the page around it.
 */
const dist = mkdtempSync(join(tmpdir(), 'lp-drawn-'));
const ENTRY_CSS = '.shell{display:grid}';
// A container query's range syntax has a `<`: that is no reason to keep the styles out of the page.
const ROUTE_CSS = '.card{padding:1rem}@container page (width<=58rem){.card{padding:0}}';

beforeAll(() => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en-US" dir="ltr">\n  <head>\n    <title>Learner portal</title>\n    <script type="module" crossorigin src="/learn/assets/index-a1.js"></script>\n    <link rel="stylesheet" crossorigin href="/learn/assets/index-a1.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(join(dist, 'assets', 'index-a1.css'), ENTRY_CSS);
  writeFileSync(join(dist, 'assets', 'en-US-f6a7b8c9.json'), '{}');
  writeFileSync(join(dist, 'assets', 'list-b2.css'), ROUTE_CSS);
  writeFileSync(join(dist, 'assets', 'odd-e5.css'), '.x::after{content:"</style><script>alert(1)</script>"}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-a1.css'] },
      'src/app/routes/my-courses-route.tsx': { file: 'assets/my-courses-route-c3.js', css: ['assets/list-b2.css'] },
      'src/app/routes/catalog-route.tsx': { file: 'assets/catalog-route-d4.js', css: ['assets/odd-e5.css'] },
    }),
  );
});

const LIST = '/api/list?take=24';
const TERMS = '/api/terms';
const bootstrap = (over: Partial<Bootstrap> = {}): Bootstrap => ({
  config: { navigation: { dashboard: false } },
  user: { locale: 'en-US', timezone: 'Europe/Berlin' },
  locale: 'en-US',
  pageLocale: 'ar-AR',
  switches: '',
  answers: { [LIST]: { data: [1, 2] }, [TERMS]: { data: [] } },
  ...over,
});
const DRAWN_AT = Date.UTC(2026, 10, 29, 3, 59, 59, 900);
/** As React writes it: fetchPriority and srcSet in camel case. */
const DRAWN =
  '<div class="shell"><main><h1>دوراتي</h1><img src="/api/lms-storage/v1/files/cover-1" fetchPriority="high" alt=""/><img src="/api/lms-storage/v1/files/cover-2" loading="lazy" alt=""/></main></div>';

function drawing(asked: FirstViewRequest[]): FirstViewRenderer {
  return async (request) => {
    asked.push(request);
    return {
      html: DRAWN,
      queries: [
        { key: ['terms'], answer: TERMS, at: 1 },
        { key: ['list'], data: { data: [1, 2], more: true }, at: 1 },
      ],
      spent: [LIST],
      timeZone: 'Europe/Berlin',
      drawnAt: DRAWN_AT,
    };
  };
}
const bootstrapOf = (page: string) =>
  JSON.parse(/<script id="lp-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(page)![1]!) as Bootstrap;

describe('a page whose first view the server drew', () => {
  it('carries the drawing, in the language the app will start in, marked as drawn until the app takes it over', async () => {
    const asked: FirstViewRequest[] = [];
    const page = await createPageRenderer(dist, drawing(asked))(bootstrap(), '/courses', '?x=1');
    expect(asked.map((r) => [r.path, r.search, r.locale])).toEqual([['/courses', '?x=1', 'ar-AR']]);
    expect(page).toContain('<html lang="ar-AR" dir="rtl" data-drawn>');
    expect(page).toContain(`<div id="root">${DRAWN}</div>`);
    const sent = bootstrapOf(page);
    // With when it was drawn: the app's first render shows the clock the server drew.
    expect(sent.rendered).toEqual({ locale: 'ar-AR', timeZone: 'Europe/Berlin', queries: expect.any(Array), at: DRAWN_AT });
    // The list's answer became the list's data: it travels once, as that data.
    expect(Object.keys(sent.answers)).toEqual([TERMS]);
    expect(sent).not.toHaveProperty('pageLocale');
    expect(sent.switches).toBe('');
  });

  it("is in the tenant's brand colour from its first paint, and only a plain colour gets in", async () => {
    const drawn = (primaryColor: string | null) =>
      createPageRenderer(dist, drawing([]))(
        bootstrap({ config: { navigation: { dashboard: false }, theme: { primaryColor } } }),
        '/courses',
      );
    expect(await drawn('#1a5dc8')).toContain('<html lang="ar-AR" dir="rtl" style="--brand:#1a5dc8" data-drawn>');
    for (const colour of [null, 'red', '#1a5dc8" onload="alert(1)', '#1a5dc8;background:url(x)'])
      expect(await drawn(colour)).toContain('<html lang="ar-AR" dir="rtl" data-drawn>');
  });

  it('paints without waiting: its styles are in the page, its first cover is asked for before any script', async () => {
    const page = await createPageRenderer(dist, drawing([]))(bootstrap(), '/courses');
    expect(page).toContain(`<style>${ENTRY_CSS}${ROUTE_CSS}</style>`);
    // Named, never fetched: the app's module loader takes them as loaded.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/learn/assets/list-b2.css" disabled>',
    ]);
    const cover = page.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/api/lms-storage/v1/files/cover-1">');
    expect(cover).toBeGreaterThan(0);
    expect(cover).toBeLessThan(page.indexOf('<script type="module"'));
    expect(page).not.toContain('href="/api/lms-storage/v1/files/cover-2"');
    // Its code and catalogs wait, inert, in a template after the drawing, for the script that starts them after the first paint (decision 0046).
    const [before, after] = page.split('<template>') as [string, string];
    expect(before).not.toMatch(/<script type="module"|<link rel="(?:modulepreload|preload" as="fetch)"/);
    const [held, rest] = after.split('</template>') as [string, string];
    // …and, once asked for, come after the page's images: none at the default (high) priority.
    expect(held).toContain('<script type="module" fetchpriority="low" crossorigin src="/learn/assets/index-a1.js"></script>');
    expect(held).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/learn/assets/my-courses-route-c3.js">');
    // The entry first, then the catalog the app fetches as soon as it runs, then the chunks it imports.
    expect(held.match(/<[a-z]+ [a-z]+="[a-z]+"(?: as="fetch")?/g)).toEqual([
      '<script type="module"',
      '<link rel="preload" as="fetch"',
      '<link rel="modulepreload"',
    ]);
    for (const tag of held.match(/<[a-z]+ [^>]*>/g)!) expect(tag).toContain('fetchpriority="low"');
    expect(rest.startsWith(`<script>${START_CODE_AFTER_PAINT}</script>`)).toBe(true);
    expect(page.indexOf('<template>')).toBeGreaterThan(page.indexOf(DRAWN));
  });

  it('starts its code after the first paint, once, with what the template holds, a few tags a task', async () => {
    const page = await createPageRenderer(dist, drawing([]))(bootstrap(), '/courses');
    const held = /<template>(.*?)<\/template>/s.exec(page)![1]!;
    const tags = held.match(/<(?:script|link) [^>]*>/g)!;
    // The start script run against a stand-in of the browser's document: nothing happens until the frame after the painting one.
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const late: [() => void, number][] = [];
    const later = (f: () => void, ms = 0) => (ms ? late.push([f, ms]) : tasks.push(f));
    const run = (document: object) =>
      new Function('document', 'requestAnimationFrame', 'setTimeout', START_CODE_AFTER_PAINT)(
        document,
        (f: () => void) => frames.push(f),
        later,
      );
    /** The tags put in the head, task by task. */
    const headOf = (visibilityState: string, previous: object = { tagName: 'TEMPLATE', content: held }) => {
      const batches: string[][] = [];
      run({
        visibilityState,
        currentScript: { previousElementSibling: previous },
        head: { append: (...nodes: string[]) => batches.push(nodes) },
        importNode: (content: string) => ({ children: content.match(/<(?:script|link) [^>]*>/g) }),
      });
      return batches;
    };
    const runTasks = () => {
      while (tasks.length) tasks.shift()!();
    };
    const visible = headOf('visible');
    frames.splice(0).forEach((f) => f()); // the frame that paints the page
    runTasks();
    expect(visible).toEqual([]);
    frames.splice(0).forEach((f) => f()); // the next one: the page is painted
    runTasks();
    // Every tag once, the entry first, at most three a task (each tag starts a request: all at once was a 25 ms task).
    expect(visible.flat()).toEqual(tags);
    expect(visible[0]![0]).toContain('<script type="module"');
    expect(Math.max(...visible.map((batch) => batch.length))).toBeLessThanOrEqual(3);
    expect(visible.length).toBe(Math.ceil(tags.length / 3));
    // At the latest after 2 s, for a page that makes no frames though visible (a hidden frame); and still once.
    expect(late.map(([, ms]) => ms)).toEqual([2000]);
    late.splice(0).forEach(([f]) => f());
    runTasks();
    expect(visible.flat()).toEqual(tags);
    const noFrames = headOf('visible');
    frames.splice(0);
    late.splice(0).forEach(([f]) => f());
    runTasks();
    expect(noFrames.flat()).toEqual(tags);
    // A tab in the background makes no frames: its code starts at once.
    const hidden = headOf('hidden');
    runTasks();
    expect(hidden.flat()).toEqual(tags);
    // A route with many chunks: fourteen tags go in five tasks.
    const many = Array.from({ length: 14 }, (_, i) => `<link rel="modulepreload" href="/learn/assets/c${i}.js">`);
    const long = headOf('hidden', { tagName: 'TEMPLATE', content: many.join('') });
    runTasks();
    expect(long.map((batch) => batch.length)).toEqual([3, 3, 3, 3, 2]);
    expect(long.flat()).toEqual(many);
    // Anything but the template before it (an element of the page's content put there) starts nothing.
    expect(headOf('hidden', { tagName: 'DIV', content: held })).toEqual([]);
  });

  it('asks for the copy of a stored cover that the image will use: its srcset and sizes (decision 0044)', async () => {
    const cover = '/api/lms-storage/v1/files/0b7c3a52-7d6c-4e8a-9a51-0e7a1c2b3d4f';
    const srcSet = `${cover}?width=320 320w, ${cover}?width=640 640w`;
    const withSrcSet =
      (html: string): FirstViewRenderer =>
      async () => ({ html, queries: [], spent: [], timeZone: 'UTC', drawnAt: DRAWN_AT });
    for (const img of [
      `<img src="${cover}" srcSet="${srcSet}" sizes="(max-width: 48rem) 100vw, 24rem" fetchPriority="high" alt=""/>`,
      `<IMG fetchpriority="high" SIZES="(max-width: 48rem) 100vw, 24rem" srcset="${srcSet}" SRC="${cover}">`,
    ]) {
      const page = await createPageRenderer(dist, withSrcSet(`<main>${img}</main>`))(bootstrap(), '/courses');
      expect(page).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${cover}" imagesrcset="${srcSet}" imagesizes="(max-width: 48rem) 100vw, 24rem">`,
      );
    }
    // A cover whose address is not a page's own or https (as the app never draws one) is not preloaded.
    const page = await createPageRenderer(dist, withSrcSet('<img src="javascript:x" fetchPriority="high"/>'))(bootstrap(), '/courses');
    expect(page).not.toContain('as="image"');
  });

  it('a page the browser draws asks for its code at once', async () => {
    const page = await createPageRenderer(dist, null)(bootstrap(), '/courses');
    expect(page).toContain('<script type="module"');
    expect(page).not.toContain('<template>');
  });

  it('is drawn only for the pages that have a first view, and a learner’s only with a session', async () => {
    const asked: FirstViewRequest[] = [];
    const render = createPageRenderer(dist, drawing(asked));
    const signedOut = bootstrap({ user: null });
    for (const path of ['/courses', '/catalog', '/profile']) expect(await render(signedOut, path)).not.toContain('data-drawn');
    for (const path of ['/login-callback', '/calendar', '/courses/proctor/x/y', '/lti-tool-callback'])
      expect(await render(bootstrap(), path)).not.toContain('data-drawn');
    expect(asked).toEqual([]);
    expect(await render(signedOut, '/open-catalog')).toContain('data-drawn');
    // A public course's page may send a signed-in learner on to the course (doc 2 §4): drawn for visitors only.
    const publicCourse = '/open-catalog/3f1c2d4e-0000-4000-8000-000000000001/view/details';
    expect(await render(signedOut, publicCourse)).toContain('data-drawn');
    expect(await render(bootstrap(), publicCourse)).not.toContain('data-drawn');
    expect(await render(bootstrap(), '/courses/3f1c2d4e-0000-4000-8000-000000000001/view/details')).toContain('data-drawn');
  });

  it('keeps out of the page a style sheet that would end its <style> element, and links every sheet instead', async () => {
    const page = await createPageRenderer(dist, drawing([]))(bootstrap(), '/catalog');
    expect(page).toContain('data-drawn');
    expect(page).not.toContain('<style>');
    expect(page).not.toContain('alert(1)');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/learn/assets/index-a1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/learn/assets/odd-e5.css">');
  });

  it('is the plain page, styles as stylesheets and every answer kept, when the drawing could not be made', async () => {
    const page = await createPageRenderer(dist, async () => null)(bootstrap(), '/courses');
    expect(page).toContain('<html lang="en-US" dir="ltr">');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/learn/assets/index-a1.css">');
    expect(page).not.toContain('<style>');
    expect(Object.keys(bootstrapOf(page).answers).sort()).toEqual([LIST, TERMS].sort());
    expect(bootstrapOf(page)).not.toHaveProperty('rendered');
  });
});
