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
