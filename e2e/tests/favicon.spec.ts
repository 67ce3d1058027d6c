import { expect, test } from '@playwright/test';

/**
 * Issue 31 item 11: the portal has an icon. On the app's page, the sign-in form and the
 * API's page, the icon the page names loads as an image under the page's own
 * Content-Security-Policy (no 404, nothing refused in the console).
 */
// The app's page is a public one: /learn/ sends a visitor on to sign in, and that navigation
// could end the page the icon is checked on (seen once in CI).
const PAGES = ['/learn/open-catalog', '/oidc/login', '/api/docs'];

for (const path of PAGES) {
  test(`${path}: the icon it names loads`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /favicon|icon/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(path);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    // Drawn as an image by the page itself: the policy's img-src must allow it, and it must decode.
    const size = await page.evaluate(
      (href) =>
        new Promise<number>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => reject(new Error(`${href} did not load`));
          image.src = href;
        }),
      icon!,
    );
    expect(size).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
}
