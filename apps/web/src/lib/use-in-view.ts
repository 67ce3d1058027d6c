import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `marginPx` of the viewport, and stays true: what
 * lazily loaded frames and long-read sections wait for. Where IntersectionObserver is
 * missing everything counts as visible.
 */
export function useInView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, seen]);
  return seen;
}
