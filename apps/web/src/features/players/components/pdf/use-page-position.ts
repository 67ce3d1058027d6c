import { useEffect, useRef, type RefObject } from 'react';
import type { ActivityPosition } from '../../hooks/use-activity-position.ts';

const LEARNER_ACTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The page at the top of the viewer: the last one whose top has reached its upper third. */
export function currentPageOf(scroller: HTMLElement): number | null {
  const line = scroller.getBoundingClientRect().top + scroller.clientHeight / 3;
  let current: number | null = null;
  for (const page of scroller.querySelectorAll<HTMLElement>('[data-page]')) {
    if (page.getBoundingClientRect().top > line) break;
    current = Number(page.dataset.page);
  }
  return current;
}

/** Scrolls the viewer so that `page` starts at its top. */
export function scrollToPage(scroller: HTMLElement, page: number) {
  const target = scroller.querySelector<HTMLElement>(`[data-page="${page}"]`);
  if (!target) return;
  const padding = parseFloat(getComputedStyle(scroller).paddingBlockStart || '0') || 0;
  scroller.scrollTop += target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - padding;
}

/**
 * The PDF page the learner is on (decision 0076): the document opens at the saved page
 * (again after each change of scale, until the learner acts), and the page is reported as
 * the viewer scrolls. Zoom is not this hook's: it only moves between pages.
 */
export function usePagePosition(
  scroller: RefObject<HTMLElement | null>,
  pageCount: number,
  scale: number,
  position: ActivityPosition | undefined,
) {
  const saved = position?.saved?.page;
  const settled = useRef(!saved || saved <= 1 || saved > pageCount);
  useEffect(() => {
    const element = scroller.current;
    if (!element || settled.current || !saved) return;
    const stop = () => {
      settled.current = true;
      for (const type of LEARNER_ACTS) window.removeEventListener(type, stop);
    };
    for (const type of LEARNER_ACTS) window.addEventListener(type, stop, { passive: true });
    scrollToPage(element, saved);
    return () => {
      for (const type of LEARNER_ACTS) window.removeEventListener(type, stop);
    };
  }, [scroller, saved, scale]);

  const report = position?.report;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !report) return;
    const onScroll = () => {
      const page = currentPageOf(element);
      if (page !== null) report({ page, pageCount });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scroller, pageCount, report]);
}
