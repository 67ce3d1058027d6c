import { test, expect, signInTo } from '../fixtures.ts';

// Issue 17: the page brings the runtime configuration and the signed-in user with it, so
// the first view of My courses asks for neither; the catalog it needs is preloaded.
test('My courses draws its first card without asking for the configuration or the user again', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/learn/courses');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(asked).not.toContain('/config-ui/config.json');
  expect(asked).not.toContain('/api/platform/v1/users/me');
  // The source catalog: fetched once, from the preload the page started.
  expect(asked.filter((path) => /^\/learn\/assets\/en-US-[\w-]+\.json$/.test(path))).toHaveLength(1);
  const bootstrap = await page.locator('#lp-bootstrap').textContent();
  expect(JSON.parse(bootstrap!)).toMatchObject({ user: { email: 'learner@demo.test' }, locale: expect.any(String) });
});

// Issue 17: no data round trip after the code arrives — the list's first page, terms,
// filter categories, collections and grading scales come in the page — and the page's own
// chunk is asked for by the page itself, not after the entry script has run.
test('My courses draws its first cards from the page alone: no call before them, its chunk preloaded', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  const response = await page.goto('/learn/courses');
  const html = await response!.text();
  const chunk =
    /<link rel="modulepreload" (?:fetchpriority="low" )?crossorigin href="(\/learn\/assets\/my-courses-route-[\w-]+\.js)">/.exec(html);
  expect(chunk, 'the page preloads My courses’ chunk').not.toBeNull();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const before = [...calls];
  for (const path of [
    '/objective-workflow-aggregates/query',
    '/users/me/terms',
    '/enrolled-filter-categories',
    '/enrolled-showcases',
    '/grading-scales/query',
  ]) {
    expect(
      before.filter((call) => call.endsWith(path)),
      path,
    ).toEqual([]);
  }
  // A search asks the server as before: the inline page answered the first view only.
  await page.getByRole('searchbox').fill('safety');
  await expect.poll(() => calls.filter((call) => call.endsWith('/objective-workflow-aggregates/query')).length).toBeGreaterThan(0);
});

test('course covers keep their place, the first goes first and those below the fold load lazily', async ({ page }) => {
  await signInTo(page, '/learn/catalog');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const covers = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article, index) => {
        const img = article.querySelector('img');
        return (
          img && {
            index,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
          }
        );
      }),
    );
  const withImage = covers.filter((cover) => cover !== null);
  expect(withImage.length, 'the demo catalog has courses with covers').toBeGreaterThan(0);
  for (const cover of withImage) {
    expect(cover, `cover ${cover.index}`).toMatchObject({ width: '640', height: '360' });
    expect(cover.priority, `cover ${cover.index}`).toBe(cover.index === 0 ? 'high' : null);
    expect(cover.loading, `cover ${cover.index}`).toBe(cover.index < 4 ? null : 'lazy');
  }
});
