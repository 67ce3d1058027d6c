import { test, expect, expectAccessible, signInTo, mainHeading, mainNavigation } from '../fixtures.ts';

/**
 * doc 1 §2, §9: the blocking loader appears only after a 300 ms debounce. The page's clock is
 * faked and the next page's code is held back, so the check does not depend on machine speed:
 * at 250 ms of a pending navigation there is no loader, at 350 ms there is one.
 */
test('the loader overlay waits 300 ms before it shows, so quick navigations never flash it', async ({ page }) => {
  const start = new Date('2030-01-07T08:00:00Z');
  await page.clock.install({ time: start });
  await signInTo(page, '/learn/courses');

  // From here on the app's code chunks are held back until released.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/learn\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
  await mainNavigation(page).getByRole('link', { name: 'Catalog' }).click();
  // The old page is hidden once the route suspends: the loader's timer is now set.
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeHidden();
  const loader = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(250);
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(loader).toBeVisible();
  await page.clock.resume();
  await expectAccessible(page);

  release();
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(loader).toHaveCount(0);
});
