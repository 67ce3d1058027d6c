import { useEffect, type RefObject } from 'react';
import type { ActivityPosition } from './use-activity-position.ts';

/** How long a restore waits for the text to grow tall enough (images arriving) before it settles. */
const RESTORE_TRIES = 10;
const RESTORE_RETRY_MS = 200;

/** How far down `element` the top of the window is, 0..1; null while the text fits on one screen or is out of view. */
export function scrollFractionOf(element: HTMLElement): number | null {
  const rect = element.getBoundingClientRect();
  if (rect.height <= window.innerHeight || rect.bottom <= 0 || rect.top >= window.innerHeight) return null;
  return Math.min(1, Math.max(0, -rect.top / rect.height));
}

/**
 * A long text's place in the window (decision 0076): it scrolls to the saved fraction once
 * the text is there (trying again while it grows, giving up as soon as the learner scrolls
 * or presses a key), and reports the fraction as the learner scrolls.
 */
export function useScrollPosition(ref: RefObject<HTMLElement | null>, position: ActivityPosition | undefined) {
  const saved = position?.saved?.scroll;
  useEffect(() => {
    const element = ref.current;
    if (!element || saved === undefined || saved <= 0) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
    };
    const restore = () => {
      const rect = element.getBoundingClientRect();
      const target = window.scrollY + rect.top + saved * rect.height;
      window.scrollTo({ top: target, behavior: 'instant' });
      const short = document.documentElement.scrollHeight - window.innerHeight < target - 1;
      if (short && ++tries < RESTORE_TRIES) timer = setTimeout(restore, RESTORE_RETRY_MS);
      else stop();
    };
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
    // After the navigation's own scroll to the top of the new page.
    timer = setTimeout(restore, 0);
    return stop;
  }, [ref, saved]);

  const report = position?.report;
  useEffect(() => {
    const element = ref.current;
    if (!element || !report) return;
    const onScroll = () => {
      const scroll = scrollFractionOf(element);
      if (scroll !== null) report({ scroll });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ref, report]);
}
