import { readFileSync } from 'node:fs';
import { baseURL } from '../playwright.config.ts';
import { expect, expectAccessible, mainHeading, mainNavigation, signIn, signInTo, storage, test } from '../fixtures.ts';
import { editPageBootstrap, publicObjectiveId } from './bootstrap-support.ts';

// Issue 18 item 3 (doc 1 §2 Navigation entries, §6 landing after sign-in; doc 2 §4 auto
// redirect from details). The tenant's configuration is changed in the page the server
// sends (its inline bootstrap), so no other journey sees it; the accounts and courses are
// e2e/imports/navigation.json's.
const ar = JSON.parse(readFileSync(new URL('../../packages/i18n/catalogs/ar-AR.json', import.meta.url), 'utf8')) as Record<string, string>;
const navLearner = { email: 'nav-learner@e2e.test', password: 'nav-learner' };
const researcher = { email: 'nav-researcher@e2e.test', password: 'nav-researcher' };

const plugins = [
  {
    id: 'library',
    label: { 'en-US': 'Library', 'ar-AR': 'المكتبة' },
    target: 'https://library.example.org/',
    permissions: [{ name: 'Library.Read', scope_id: null }],
    permissionStrategy: 'all',
  },
  { id: 'planner', label: { 'en-US': 'Planner' }, target: '/learn/calendar', permissions: [], permissionStrategy: 'all' },
  {
    id: 'admin-tools',
    label: { 'en-US': 'Admin tools' },
    target: '/admin',
    permissions: [{ name: 'Admin.Panel', scope_id: null }],
    permissionStrategy: 'all',
  },
];

test('plugin entries from the runtime configuration: after the built-in ones, labelled per locale, by permission, in the phone drawer too', async ({
  page,
}) => {
  await editPageBootstrap(page, (b) => {
    b.config!.navigation.plugins = plugins;
  });
  await signInTo(page, '/learn/courses', navLearner);
  await page.goto('/learn/courses');
  const nav = mainNavigation(page);
  // The demo tenant's dashboard first (issue 33); its due count may follow its name.
  await expect(nav.getByRole('link')).toHaveText([
    /^Dashboard/,
    'My courses',
    'My certificates',
    'Catalog',
    'Calendar',
    'Library',
    'Planner',
  ]);
  // The plugins' links, and only they, carry their id (their labels are the tenant's, not the catalogs').
  await expect(nav.locator('a[data-plugin]')).toHaveText(['Library', 'Planner']);
  await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('data-plugin', 'library');
  // Another site's address is a plain link; Admin tools needs Admin.Panel, which this learner lacks.
  await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('href', 'https://library.example.org/');
  await expect(nav.getByRole('link', { name: 'Admin tools' })).toHaveCount(0);
  await expectAccessible(page);
  // A /learn target stays in the app: no new document, the calendar's page.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await nav.getByRole('link', { name: 'Planner' }).click();
  await expect(page).toHaveURL('/learn/calendar');
  await expect(nav.getByRole('link', { name: 'Planner' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // In Arabic: the Arabic label, and en-US for the entry that has none.
  await page.addInitScript((key) => localStorage.setItem(key, 'ar-AR'), storage.locale);
  await page.goto('/learn/courses');
  const arNav = mainNavigation(page, ar['shell.navigation']);
  await expect(arNav.getByRole('link', { name: 'المكتبة' })).toBeVisible();
  await expect(arNav.getByRole('link', { name: 'Planner' })).toBeVisible();
  await expectAccessible(page);

  // On a phone the same entries are in the drawer behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: ar['shell.menu'] }).click();
  await expect(arNav.getByRole('link', { name: 'المكتبة' })).toBeVisible();
  await expect(arNav.locator('a[data-plugin]')).toHaveText(['المكتبة', 'Planner']);
  await expectAccessible(page);
});

test("the demo tenant's own plugin entry: Guest view, after the built-in ones, opens the open catalog", async ({ page }) => {
  await signInTo(page, '/learn/courses');
  const nav = mainNavigation(page);
  // Last, after the built-in ones (My courses' text may carry the unread chat count).
  await expect(nav.getByRole('link').last()).toHaveText('Guest view');
  await expect(nav.getByRole('link', { name: 'Guest view' })).toHaveAttribute('data-plugin', 'guest-view');
  await nav.getByRole('link', { name: 'Guest view' }).click();
  await expect(page).toHaveURL('/learn/open-catalog');
  await expect(mainHeading(page)).toHaveText('Course catalog');
  await expectAccessible(page);
});

test('the learner.dashboard flag and the new-learner-MF cookie together switch the dashboard on; either alone does not', async ({
  page,
}) => {
  let flag = true;
  let cookie = false;
  // The page as a tenant without its own dashboard setting (the demo's is on, issue 33) gets it,
  // with or without the flag: the server switches it on for the flag with the cookie only
  // (page-bootstrap.test.ts), and the page carries the configuration as switched.
  await editPageBootstrap(page, (b) => {
    b.config!.featureFlags = { ...b.config!.featureFlags, 'learner.dashboard': flag };
    b.config!.navigation = { ...b.config!.navigation!, dashboard: flag && cookie };
  });
  // The flag without the cookie: the older UI.
  await signInTo(page, '/learn/courses', navLearner);
  await page.goto('/learn/courses');
  await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/learn/');
  await expect(page).toHaveURL('/learn/courses');
  // The flag and the cookie: the dashboard is the first entry and the root.
  await page.context().addCookies([{ name: 'new-learner-MF', value: 'true', url: baseURL }]);
  cookie = true;
  await page.goto('/learn/');
  await expect(mainHeading(page)).toHaveText('Dashboard');
  await expect(mainNavigation(page).getByRole('link').first()).toHaveText(/^Dashboard/);
  // The cookie without the flag: the older UI again.
  flag = false;
  await page.goto('/learn/');
  await expect(page).toHaveURL('/learn/courses');
  await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('a user licensed for research alone lands on the platform after sign-in, or on the cloud platform when the cloud redirect is on', async ({
  page,
}) => {
  await page.route('**/platform', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Platform</title><h1>Platform</h1></html>' }),
  );
  await page.route('**/cloud-platform/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Cloud</title><h1>Cloud platform</h1></html>' }),
  );
  await signIn(page, researcher, '/learn/');
  await expect(page).toHaveURL(`${baseURL}/platform`);

  // The tenant's cloud redirect on, and the cloud platform's address from the server: the way back from sign-in lands there.
  await editPageBootstrap(page, (b) => {
    b.config!.cloudRedirect = true;
    b.config!.cloudPlatformUrl = '/cloud-platform/home';
  });
  await page.goto(`/learn/login-callback?redirectUrl=${encodeURIComponent(`${baseURL}/learn/`)}`);
  await expect(page).toHaveURL(`${baseURL}/cloud-platform/home`);
  await expect(page.getByRole('heading', { name: 'Cloud platform' })).toBeVisible();
});

test('the public page of a course a signed-in learner has a run of or self-enrolled in sends them to the course page; others stay (doc 2 §4)', async ({
  page,
  browser,
}) => {
  const started = await publicObjectiveId(page, 'Zoology walk in progress');
  const selfEnrolled = await publicObjectiveId(page, 'Zoology walk self-enrolled');
  const open = await publicObjectiveId(page, 'Zoology walk not taken up');

  // Anyone not signed in reads the public page.
  await page.goto(`/learn/open-catalog/${started}/view/details`);
  await expect(mainHeading(page)).toHaveText('Zoology walk in progress');
  await expect(page.getByRole('link', { name: 'Sign in to enrol' })).toBeVisible();

  await signInTo(page, '/learn/courses', navLearner);
  await page.goto(`/learn/open-catalog/${started}/view/details`);
  await expect(page).toHaveURL(`/learn/courses/${started}`);
  await expect(mainHeading(page)).toHaveText('Zoology walk in progress');

  await page.goto(`/learn/open-catalog/${selfEnrolled}/view/details`);
  await expect(page).toHaveURL(`/learn/courses/${selfEnrolled}`);
  await expect(mainHeading(page)).toHaveText('Zoology walk self-enrolled');

  // Not taken up: the public page stays, for anyone.
  await page.goto(`/learn/open-catalog/${open}/view/details`);
  await expect(mainHeading(page)).toHaveText('Zoology walk not taken up');
  await expect(page).toHaveURL(`/learn/open-catalog/${open}/view/details`);
  await expectAccessible(page);

  const anonymous = await browser.newPage();
  await anonymous.goto(`${baseURL}/learn/open-catalog/${selfEnrolled}/view/details`);
  await expect(anonymous.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Zoology walk self-enrolled');
  await anonymous.close();
});

test('the address /learn, without its slash, answers the app at once and opens the home', async ({ page }) => {
  await signInTo(page, '/learn/courses', navLearner);
  const res = await page.goto('/learn');
  expect(res?.status()).toBe(200);
  expect(res?.request().redirectedFrom()).toBeNull();
  // The home of the demo tenant: its dashboard (issue 33).
  await expect(mainHeading(page)).toHaveText('Dashboard');
});
