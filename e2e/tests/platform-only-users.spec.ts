import { baseURL } from '../playwright.config.ts';
import { expect, mainHeading, signIn, signInTo, test } from '../fixtures.ts';
import { editPageBootstrap } from './bootstrap-support.ts';

// Issue 31 item 9, doc 1 §6: users whose features are only research or knowledge models are
// sent to the platform from any /learn address, not only after sign-in. The accounts are
// e2e/imports/navigation.json's.
const researcher = { email: 'nav-researcher@e2e.test', password: 'nav-researcher' };
const navLearner = { email: 'nav-learner@e2e.test', password: 'nav-learner' };
/** Addresses a bookmark or a shared link may open: lists, a page, an unknown path, with a query and a hash. */
const entries = [
  '/learn/courses',
  '/learn/catalog?keyword=zoo',
  '/learn/profile',
  '/learn/calendar',
  '/learn/courses/00000000-0000-4000-8000-000000000001',
  '/learn/no-such-page#chat',
];

test.beforeEach(async ({ page }) => {
  // The platform and the cloud platform are other applications: stand-ins where they would be.
  await page.route('**/platform', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Platform</title><h1>Platform</h1></html>' }),
  );
  await page.route('**/cloud-platform/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Cloud</title><h1>Cloud platform</h1></html>' }),
  );
});

test('a user licensed for research alone is sent to the platform from any /learn address, or to the cloud platform with the cloud redirect on', async ({
  page,
}) => {
  await signIn(page, researcher, '/learn/');
  await expect(page).toHaveURL(`${baseURL}/platform`);
  for (const entry of entries) {
    await page.goto(entry);
    await expect(page, entry).toHaveURL(`${baseURL}/platform`);
    await expect(page.getByRole('heading', { name: 'Platform' })).toBeVisible();
  }

  await editPageBootstrap(page, (b) => {
    b.config!.cloudRedirect = true;
    b.config!.cloudPlatformUrl = '/cloud-platform/home';
  });
  await page.goto('/learn/catalog');
  await expect(page).toHaveURL(`${baseURL}/cloud-platform/home`);
  await expect(page.getByRole('heading', { name: 'Cloud platform' })).toBeVisible();
});

test('a learner with the learning-management feature stays where they opened', async ({ page }) => {
  await signInTo(page, '/learn/catalog?keyword=zoo', navLearner);
  await expect(mainHeading(page)).toHaveText('Catalog');
  await page.goto('/learn/profile');
  await expect(page).toHaveURL('/learn/profile');
});
