// Helpers of display-preferences.spec.ts: what the page shows, read from computed styles (decision 0032).
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

/** Screenshots for a person to look through (not compared with a baseline); .cache is not committed. */
export const screenshotDir = fileURLToPath(new URL('../../.cache/screenshots/display-preferences/', import.meta.url));

export async function withDashboard(page: Page) {
  await page.context().addCookies([{ name: 'new-learner-MF', value: 'true', url: baseURL }]);
}

/** Every transition and animation duration on the page, pseudo-elements included, that is not zero. */
export function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const moving: string[] = [];
    const nonZero = (value: string) => value.split(',').some((d) => parseFloat(d) > 0);
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (nonZero(style.transitionDuration) || (style.animationName !== 'none' && nonZero(style.animationDuration))) {
          moving.push(
            `${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}: ${style.transitionDuration} ${style.animationDuration}`,
          );
        }
      }
    }
    return moving;
  });
}

/**
 * Elements inside `root` whose content is cut off: overflow hidden or clip and more content than room
 * (WCAG 1.4.4). Off-screen content-visibility placeholders are laid out first so that every card counts.
 */
export async function clippedIn(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) => {
    // Through the CSSOM: the page's Content-Security-Policy refuses a style tag.
    for (const element of document.querySelectorAll<HTMLElement>('*')) element.style.contentVisibility = 'visible';
    const clipped: string[] = [];
    for (const element of roots.flatMap((r) => [r, ...r.querySelectorAll('*')])) {
      if (element.closest('.visually-hidden') || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
      if (clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        clipped.push(
          `${element.tagName.toLowerCase()} "${text}" ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
      }
    }
    return clipped;
  });
}

/** Whether the page scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Computed style properties of one element. */
export function styleOf(locator: Locator, ...properties: string[]): Promise<Record<string, string>> {
  return locator.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((n) => [n, style.getPropertyValue(n)]));
  }, properties);
}

/** What a system colour (Highlight, Canvas…) resolves to on this page. */
export function systemColour(page: Page, name: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, name);
}

/** WCAG contrast ratio of two computed rgb()/rgba() colours (alpha ignored). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
