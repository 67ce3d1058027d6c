import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRouteFocusTarget, focusNewPage, focusPageHeading, ROUTE_FOCUS_ATTRIBUTE } from './route-focus.ts';

// happy-dom lays nothing out: every element has one client rect. The smallest layout the
// module needs: an element inside a `hidden` one has none, as in a browser.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A page as the shell draws it: a link left focused by the learner, and the main landmark. */
function shell(mainHtml = '') {
  document.body.innerHTML = `<header><a href="/catalog" id="left-behind">Catalog</a><h1>Not the page</h1></header><main>${mainHtml}</main>`;
  document.getElementById('left-behind')!.focus();
  return document.querySelector('main')!;
}
const add = (parent: Element, html: string) => parent.insertAdjacentHTML('beforeend', html);

describe('the page heading a navigation focuses', () => {
  it.each([
    ['the main h1, not one outside main', '<h1 id="target">Catalog</h1>'],
    ['the marked element (an opened activity title) before the h1', `<h1>Course</h1><h2 ${ROUTE_FOCUS_ATTRIBUTE} id="target">Lesson</h2>`],
    ['a visible h1 when the marked one is hidden', `<div hidden><h2 ${ROUTE_FOCUS_ATTRIBUTE}>Folded</h2></div><h1 id="target">Course</h1>`],
    ['the first visible h1', '<div hidden><h1>Loading</h1></div><h1 id="target">Course</h1>'],
  ])('%s', (_name, html) => {
    shell(html);
    expect(findRouteFocusTarget()).toBe(document.getElementById('target'));
  });

  it('none while the page has no heading yet', () => {
    shell('<p>Loading…</p>');
    expect(findRouteFocusTarget()).toBeNull();
  });

  it('focusPageHeading focuses it at once, made focusable by script only', () => {
    shell('<h1>Course</h1>');
    expect(focusPageHeading()).toBe(true);
    const heading = document.querySelector('main h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});

describe('following a navigation', () => {
  it('waits for a lazy page: its heading takes the focus when it shows', async () => {
    const main = shell();
    stop = focusNewPage();
    add(main, '<h1>Catalog</h1>');
    await vi.waitFor(() => expect(document.activeElement).toBe(main.querySelector('h1')));
  });

  it('an opened activity title that shows after the course heading wins', async () => {
    const main = shell('<h1>Course</h1>');
    stop = focusNewPage();
    await vi.waitFor(() => expect(document.activeElement).toBe(main.querySelector('h1')));
    add(main, `<h2 ${ROUTE_FOCUS_ATTRIBUTE}>Lesson</h2>`);
    await vi.waitFor(() => expect(document.activeElement).toBe(main.querySelector('h2')));
  });

  it('a heading replaced while data loads hands the focus to the new one', async () => {
    const main = shell('<h1 id="first">Course</h1>');
    stop = focusNewPage();
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('first'));
    main.innerHTML = '<h1 id="second">Course</h1>';
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('second'));
  });

  it('a heading hidden while data loads (still in the page) hands the focus to the one that shows', async () => {
    const main = shell('<div id="skeleton"><h1 id="first">Course</h1></div>');
    stop = focusNewPage();
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('first'));
    document.getElementById('skeleton')!.hidden = true;
    add(main, '<h1 id="second">Course</h1>');
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('second'));
  });

  it('gives up once the learner presses a key: a heading that shows later does not take the focus', async () => {
    const main = shell();
    stop = focusNewPage();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    add(main, '<h1>Catalog</h1>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement?.id).toBe('left-behind');
  });

  it('falls back to the main landmark when no heading shows in time', async () => {
    const main = shell('<p>Still loading</p>');
    stop = focusNewPage({ timeout: 30 });
    await vi.waitFor(() => expect(document.activeElement).toBe(main));
    expect(main.getAttribute('tabindex')).toBe('-1');
  });
});
