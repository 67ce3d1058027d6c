import { readFileSync } from 'node:fs';
import { test, expect, signInTo, expectAccessible, accounts, mainHeading, storage } from '../fixtures.ts';
import { editPageBootstrap } from './bootstrap-support.ts';

const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
/** e2e/imports/navigation.json: a learner with a course whose only activity is an LTI 1.1 link. */
const navLearner = { email: 'nav-learner@e2e.test', password: 'nav-learner' };

test('a learner-only user sees Page not found, Forbidden and the 500 page, with the way back to My courses', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page');
  await expect(mainHeading(page)).toHaveText('Page not found');
  // Each error page names the document as its heading does (doc 1 §8, issue 16).
  await expect(page).toHaveTitle(/^Page not found — /);
  const back = page.getByRole('link', { name: 'Go to My courses' });
  await expect(back).toBeVisible();
  await expectAccessible(page);
  await back.click();
  await expect(page).toHaveURL('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');

  await page.goto('/learn/forbidden');
  await expect(mainHeading(page)).toHaveText('Forbidden');
  await expect(page).toHaveTitle(/^Forbidden — /);
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/learn/simulate-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle(/^Something went wrong — /);
  // Reached in the app, too: the title is the 500 page's, not the page shown before.
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/learn/simulate-error');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle(/^Something went wrong — /);
  await expectAccessible(page);
});

test('a user who is not learner-only is offered the Content library instead', async ({ page }) => {
  await signInTo(page, '/learn/no-such-page', accounts.admin);
  await expect(mainHeading(page)).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to Content library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My courses' })).toHaveCount(0);
  await expectAccessible(page);
});

test("in a tool host's frame a call answered 401 asks the host to sign in again and shows the 401 page (doc 1 §8)", async ({ page }) => {
  // A host page on the portal's own origin (which the portal's frame-ancestors allow), listening as a host would.
  await page.route('**/e2e-frame-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Tool host</title></head><body><main><h1>Tool host</h1><iframe src="/learn/courses" title="Learner portal" width="900" height="700"></iframe></main><script>window.received=[];addEventListener("message",(e)=>window.received.push(e.data));</script></body></html>',
    }),
  );
  await page.goto('/e2e-frame-host');
  const portal = page.frameLocator('iframe[title="Learner portal"]');
  await expect(portal.getByRole('heading', { level: 1, name: 'Unauthorized access' })).toBeVisible();
  await expect(portal.getByText('You may lack permissions; ask your system administrator.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toContainEqual({ subject: 'lti.relogin' });
  await expectAccessible(page);
});

test('a tool link of a kind the portal cannot launch (LTI 1.1) shows "Feature is not implemented"; an unknown activity "Activity not found"; in en-US and ar-AR', async ({
  page,
}) => {
  await signInTo(page, '/learn/courses', navLearner);
  await page
    .getByRole('link', { name: /Navigation legacy tool course/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/learn\/courses\/[0-9a-f-]{36}\/view\/content/);
  const notImplemented = page.getByRole('main').getByRole('heading', { level: 2, name: 'Feature is not implemented' });
  await expect(notImplemented).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectAccessible(page);
  const objectiveId = /\/courses\/([0-9a-f-]{36})\//.exec(page.url())![1]!;

  await page.goto(`/learn/courses/${objectiveId}/view/content/no-such-activity`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Activity not found' })).toBeVisible();
  await expect(mainHeading(page)).toHaveText('Navigation legacy tool course');
  await expect(page).toHaveTitle(/^Activity not found — /);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the course content' }).click();
  await expect(notImplemented).toBeVisible();

  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto(`/learn/courses/${objectiveId}/view/content/no-such-activity`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: ar['pageError.activityNotFoundTitle'] })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: ar['courseContent.notFound.back'] }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: ar['pageError.code501Title'] })).toBeVisible();
  await expectAccessible(page);
});

test('a configuration that fails to load is only logged: the portal runs on its defaults (doc 1 §8)', async ({ page }) => {
  await signInTo(page, '/learn/courses');
  await expect(page).toHaveTitle(/^My courses — Brightwell Academy$/);
  // A page without its inline configuration asks for config.json, which fails.
  await editPageBootstrap(page, (b) => {
    b.config = null;
  });
  await page.route('**/config-ui/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  const logged = page.waitForEvent(
    'console',
    (m) => m.type() === 'error' && m.text().includes('runtime configuration could not be loaded'),
  );
  await page.goto('/learn/courses');
  await logged;
  await expect(mainHeading(page)).toHaveText('My courses');
  // The defaults: the portal's own name instead of the tenant's, catalog and calendar on.
  await expect(page).toHaveTitle(/^My courses — Learner portal$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  await expectAccessible(page);
});

test('a locale file that fails to load is swallowed: the page is in en-US (words, lang and direction) and the next visit tries again (doc 1 §8)', async ({
  page,
}) => {
  await signInTo(page, '/learn/courses');
  await page.evaluate((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.route('**/learn/assets/ar-AR-*.js', (route) => route.abort());
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page);

  await page.unroute('**/learn/assets/ar-AR-*.js');
  await page.reload();
  await expect(mainHeading(page)).toHaveText(ar['myCourses.title']!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The source catalog's data file failing: its script copy stands in.
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), storage.locale);
  await page.route('**/learn/assets/en-US-*.json', (route) => route.abort());
  await page.goto('/learn/courses');
  await expect(mainHeading(page)).toHaveText('My courses');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
});
