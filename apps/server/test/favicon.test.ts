import { describe, expect, it } from 'vitest';
import { CookieJar, TEST_PUBLIC_URL } from './app.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * Issue 31 item 11: every page the server draws names the portal's icon, and the icon
 * answers — no 404 in the browser's console on any page. The pages are found from the
 * app's own routes (each GET without a parameter, anonymous and signed in, redirects
 * followed on this site), so a page added later is checked without being listed here.
 */
const demo = setupTestApp({ sessions: ['learner'] });
const host = new URL(TEST_PUBLIC_URL).host;

/** The HTML pages reached from `url`, following this site's redirects (the sign-in form is three hops from /oidc/login). */
async function pagesFrom(url: string, headers: Record<string, string>) {
  const jar = new CookieJar();
  const pages: { url: string; html: string }[] = [];
  for (let hop = 0, next: string | undefined = url; next && hop < 5; hop++) {
    const u: URL = new URL(next, TEST_PUBLIC_URL);
    if (u.host !== host) break;
    const res = await demo.app.inject({
      url: u.pathname + u.search,
      headers: { ...headers, cookie: [headers.cookie, jar.header()].filter(Boolean).join('; '), host },
    });
    jar.store(res);
    const redirect = res.statusCode >= 300 && res.statusCode < 400;
    // A redirect's body is never drawn: the browser goes on at once.
    if (!redirect && String(res.headers['content-type']).startsWith('text/html'))
      pages.push({ url: u.pathname + u.search, html: res.body });
    next = redirect ? res.headers.location : undefined;
  }
  return pages;
}

describe('the portal icon', () => {
  it('every page the server draws gets it (linked, or at /favicon.ico): an SVG kept a day', async () => {
    const starts = demo.app.routeCatalog.filter((r) => r.method === 'GET' && !/[:*]/.test(r.url)).map((r) => r.url);
    const pages = [];
    for (const url of starts) for (const headers of [{}, demo.learner]) pages.push(...(await pagesFrom(url, headers)));
    // The sign-in form, the API's page, the frame bridge and the sign-out page at least.
    expect(pages.map((p) => p.url.split('?')[0])).toEqual(
      expect.arrayContaining(['/api/docs', '/frame-bridge', expect.stringMatching(/^\/idp\/interaction\//)]),
    );
    for (const page of pages) {
      // A page that names none (the identity provider's own auto-submitting form) gets /favicon.ico.
      const href = /<link rel="icon" href="([^"]+)"/.exec(page.html)?.[1] ?? '/favicon.ico';
      let icon = await demo.app.inject({ url: href });
      if (icon.statusCode === 301) icon = await demo.app.inject({ url: icon.headers.location! });
      expect(icon.statusCode, `${page.url}: ${href}`).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
      expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    // The portal's own pages name it.
    for (const page of pages.filter((p) => /^\/(api\/docs|frame-bridge|idp\/interaction\/)/.test(p.url)))
      expect(page.html, page.url).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('/favicon.ico, which a browser asks for when a document names none, leads to it', async () => {
    const res = await demo.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});
