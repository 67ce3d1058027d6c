import { vi } from 'vitest';

/** happy-dom lays nothing out: every element an IntersectionObserver watches counts as in view at once. */
export function everythingInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
}
