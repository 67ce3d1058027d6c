/**
 * Focus that follows the learner across in-app page changes (WCAG 2.4.3, issue 16): after a
 * navigation the focus moves to the new page's main heading, so a screen reader says where
 * the learner now is and the next Tab starts from the page, not from the link left behind.
 *
 * The target is the element marked `data-route-focus` (an opened activity's title) or else
 * the first `h1` inside `<main>`, whichever is visible first; pages load their code and data
 * lazily, so it waits (watching the DOM) until one shows, up to `timeout`, and falls back to
 * `<main>` itself. It gives up as soon as the learner acts (a key or a pointer), and when
 * the heading it focused is replaced while data loads it focuses the new one.
 */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

/** History state of a navigation that stays on the same page (a calendar's next month, a view switch): focus stays put. */
export const IN_PAGE_NAVIGATION = { inPage: true } as const;

export const isInPageNavigation = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { inPage?: unknown }).inPage === true;

const visible = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && el.isConnected && el.getClientRects().length > 0;

export function findRouteFocusTarget(root: ParentNode = document): HTMLElement | null {
  const marked = [...root.querySelectorAll(`main [${ROUTE_FOCUS_ATTRIBUTE}]`)].find(visible);
  if (marked) return marked;
  return [...root.querySelectorAll('main h1')].find(visible) ?? null;
}

function focusElement(el: HTMLElement) {
  if (!el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/**
 * Moves the focus to the page's heading at once (the same target as after a navigation), for
 * an action that changes the whole page in place; false when the page has none.
 */
export function focusPageHeading(): boolean {
  const target = findRouteFocusTarget();
  if (!target) return false;
  focusElement(target);
  return true;
}

/** Starts following one navigation; returns the function that stops it (the next navigation or unmount). */
export function focusNewPage({ timeout = 5000 }: { timeout?: number } = {}): () => void {
  let focused: HTMLElement | null = null;
  let frame = 0;
  const place = () => {
    frame = 0;
    const target = findRouteFocusTarget();
    if (!target || target === focused) return;
    const active = document.activeElement;
    const lost = focused === null || active === document.body || active === null || !visible(focused);
    // A marked target (the opened activity's title) may show after the page's h1: it wins.
    const better = target.hasAttribute(ROUTE_FOCUS_ATTRIBUTE) && !focused?.hasAttribute(ROUTE_FOCUS_ATTRIBUTE);
    if (lost || better) {
      focusElement(target);
      focused = target;
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'style', 'class'] });
  const stop = () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('keydown', onAct, true);
    window.removeEventListener('pointerdown', onAct, true);
  };
  const onAct = () => stop();
  const timer = setTimeout(() => {
    stop();
    const main = document.querySelector<HTMLElement>('main');
    if (!focused && main) focusElement(main);
  }, timeout);
  window.addEventListener('keydown', onAct, true);
  window.addEventListener('pointerdown', onAct, true);
  schedule();
  return stop;
}

/** Props that mark an element as the page's focus target. */
export const routeFocusProps = (on: boolean) => (on ? { [ROUTE_FOCUS_ATTRIBUTE]: '' } : {});
