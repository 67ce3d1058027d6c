const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in document order: shown, enabled, not inert. */
export function focusablesIn(root: Element | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/**
 * Where Tab (or Shift+Tab) goes inside a modal part of the page: the next element of the
 * loop, past the last back to the first and before the first to the last. From outside the
 * loop it enters at the first (the last going backwards).
 */
export function nextInFocusLoop<T>(loop: readonly T[], current: T | null, backwards: boolean): T | null {
  if (loop.length === 0) return null;
  const at = current === null ? -1 : loop.indexOf(current);
  if (at === -1) return backwards ? loop.at(-1)! : loop[0]!;
  return loop[(at + (backwards ? -1 : 1) + loop.length) % loop.length]!;
}
