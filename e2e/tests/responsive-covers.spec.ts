import { test, expect } from '../fixtures.ts';
import { card, searchBox, signInAt } from './lists-support.ts';

// Issue 17, decision 0044: a cover the portal stores is offered at the widths of srcset, and the
// browser fetches the copy its card needs — not the 1600-pixel original. The demo's "Spanish for
// Travellers" cover is a 1600 × 900 JPEG. Each test has its own browser context, so its own cache.

/** What the test reads of an image (this program has no DOM types). */
interface Drawn {
  currentSrc: string;
  naturalWidth: number;
}

async function spanishCover(page: Parameters<typeof signInAt>[0]) {
  await signInAt(page, '/learn/catalog');
  await searchBox(page).fill('spanish');
  const cover = card(page, 'Spanish for Travellers').getByRole('img');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img) => (img as unknown as Drawn).currentSrc)).not.toBe('');
  // The card's naturalWidth is scaled by the candidate's density: the copy's own pixels are read from a plain image of it.
  return cover.evaluate(async (img) => {
    const { currentSrc } = img as unknown as Drawn;
    const plain = new (globalThis as unknown as { Image: new () => Drawn & { src: string; decode(): Promise<void> } }).Image();
    plain.src = currentSrc;
    await plain.decode();
    return { currentSrc, naturalWidth: plain.naturalWidth };
  });
}

test.describe('a phone at 1×', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  test('gets the 640-pixel copy for a card drawn the width of the screen', async ({ page }) => {
    const drawn = await spanishCover(page);
    expect(drawn.currentSrc).toMatch(/\/api\/lms-storage\/v1\/files\/[0-9a-f-]{36}\?width=640$/);
    expect(drawn.naturalWidth).toBe(640);
  });
});

test.describe('a wide screen at 2×', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  test('gets the 960-pixel copy for a card 24rem wide', async ({ page }) => {
    const drawn = await spanishCover(page);
    expect(drawn.currentSrc).toMatch(/\?width=960$/);
    expect(drawn.naturalWidth).toBe(960);
  });
});
