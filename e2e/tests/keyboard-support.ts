// Helpers of the keyboard-only journey (keyboard-journey.spec.ts): moving with Tab as a keyboard
// user does, saying where the focus is, reading the live regions, and proving no pointer was used.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** What has the focus, the way a screen reader starts to say it: element, role and name (runs in the page). */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name}`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, the way a keyboard
 * user reaches a control; fails after `max` presses with every stop on the way, so a trap
 * or a control Tab never reaches shows in the message.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {}) {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 })) return;
    stops.push(await describeFocus(page));
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} did not reach the target in ${max} presses; it stopped at:\n${stops.join('\n')}`);
}

/** The focus is on `target`; on failure the message says where it is instead. */
export async function expectFocusOn(page: Page, target: Locator) {
  await expect(target, `focus is on ${await describeFocus(page)}`).toBeFocused();
}

/** The text is announced: one live region (role status or alert) holds it. */
export async function expectAnnounced(page: Page, text: string | RegExp) {
  const regions = page.locator('[role="status"], [role="alert"]');
  await expect(regions.filter({ hasText: text })).toHaveCount(1);
}

/**
 * Records every pointer and mouse press in every document the page loads from now on (the
 * identity provider's page and the app's), so the journey can prove it used none.
 */
export async function recordPointerUse(page: Page): Promise<string[]> {
  const used: string[] = [];
  await page.exposeFunction('__recordPointerUse', (type: string) => used.push(type));
  await page.addInitScript(() => {
    const record = (globalThis as unknown as { __recordPointerUse: (type: string) => void }).__recordPointerUse;
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'wheel']) {
      globalThis.addEventListener(type, () => void record(type), { capture: true, passive: true });
    }
  });
  return used;
}
