// Helpers of e2e/tests/rtl-isolation.spec.ts: how user content and icons are laid out right to left.
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** What getComputedStyle says of a horizontally mirrored element. */
export const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

/**
 * An author's or user's English text inside the Arabic interface: laid out left to right
 * while the page is right to left, because the nearest element that sets its direction is
 * an isolate of its own (dir="auto" or <bdi>), not the page (and not a hard-coded dir="ltr").
 */
export async function expectOwnDirection(locator: Locator) {
  await expect(locator).toBeVisible();
  const seen = await locator.evaluate((element) => {
    let setter: Element | null = element;
    while (setter && !setter.hasAttribute('dir') && setter.localName !== 'bdi') setter = setter.parentElement;
    return {
      direction: getComputedStyle(element).direction,
      isolatedBy:
        setter?.localName === 'bdi'
          ? 'bdi'
          : setter?.getAttribute('dir') === 'auto'
            ? 'dir=auto'
            : `${setter?.localName}[dir=${setter?.getAttribute('dir')}]`,
      page: getComputedStyle(document.body).direction,
    };
  });
  expect(seen, await locator.evaluate((e) => e.outerHTML.slice(0, 200))).toEqual({
    direction: 'ltr',
    isolatedBy: expect.stringMatching(/^(bdi|dir=auto)$/),
    page: 'rtl',
  });
}

/**
 * The problem issue 16 describes: "What is Excel?" shown as "?What is Excel". The element's
 * last character is drawn at its text's inline end: the right edge, in an English line.
 */
export async function expectLastCharacterAtEnd(locator: Locator) {
  const edges = await locator.evaluate((element) => {
    const text = [...element.childNodes].findLast((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
    const last = document.createRange();
    last.setStart(text, text.textContent!.trimEnd().length - 1);
    last.setEnd(text, text.textContent!.trimEnd().length);
    const whole = document.createRange();
    whole.selectNodeContents(element);
    const lines = [...whole.getClientRects()];
    const lastLine = lines.filter((r) => Math.abs(r.top - last.getBoundingClientRect().top) < 2);
    return { character: last.toString(), right: last.getBoundingClientRect().right, lineRight: Math.max(...lastLine.map((r) => r.right)) };
  });
  expect(edges.right, `"${edges.character}" at the end of the line`).toBeCloseTo(edges.lineRight, 0);
}

/** The computed transform of an icon (or of its ::before). */
export const transformOf = (locator: Locator, pseudo?: '::before') =>
  locator.evaluate((element, p) => getComputedStyle(element, p ?? null).transform, pseudo);

/**
 * A name in a list or a box of the interface, in its own direction all the same, lines up
 * as the interface reads: right to left, its text ends at the element's right content edge.
 */
export async function expectAlignedRight(locator: Locator) {
  const edges = await locator.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    const style = getComputedStyle(element);
    return {
      text: Math.max(...[...text.getClientRects()].map((r) => r.right)),
      box: element.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
    };
  });
  expect(edges.text).toBeCloseTo(edges.box, 0);
}
