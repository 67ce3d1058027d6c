import { test, expect, signInTo, mainHeading, mainNavigation } from '../fixtures.ts';

/**
 * doc 1 §2, §9: the blocking loader appears only after a 300 ms debounce. The page's clock is
 * faked and the next page's code is held back, so the check does not depend on machine speed:
 * at 250 ms of a pending navigation there is no loader, at 350 ms there is one.
 */
test('the loader overlay waits 300 ms before it shows, so quick navigations never flash it', async ({ page }) => {
  const start = new Date('2030-01-07T08:00:00Z');
  await page.clock.install({ time: start });
  await signInTo(page, '/learn/courses');

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/learn\/assets\/catalog-route-[^/]*\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });

  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
  await mainNavigation(page).getByRole('link', { name: 'Catalog' }).click();
  await chunkRequested;
  const loader = page.getByRole('progressbar');
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(250);
  await expect(loader).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(loader).toBeVisible();

  release();
  await page.clock.resume();
  await expect(mainHeading(page)).toHaveText('Catalog');
  await expect(loader).toHaveCount(0);
});
