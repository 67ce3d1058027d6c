import { useEffect, useState, type RefObject } from 'react';

/**
 * The numbers of the pages (children with `data-page`) within one viewer height of the
 * scrolling viewer: the ones worth drawing. Pages that scroll away are dropped again, so
 * a long document holds only a few canvases. Without IntersectionObserver all pages count.
 */
export function useNearPages(scroller: RefObject<HTMLElement | null>, pageCount: number): ReadonlySet<number> {
  const [near, setNear] = useState<ReadonlySet<number>>(() =>
    typeof IntersectionObserver === 'undefined' ? new Set(Array.from({ length: pageCount }, (_, i) => i + 1)) : new Set(),
  );
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root, rootMargin: '100% 0px' },
    );
    root.querySelectorAll('[data-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [scroller, pageCount]);
  return near;
}
