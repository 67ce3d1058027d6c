import { useCallback, useSyncExternalStore } from 'react';
import { COURSE_MOBILE_BREAKPOINT_PX } from '@lp/domain';

/** Whether a media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** doc 2 §1, §9: the course screens are narrow at 970px and below. */
export const NARROW_QUERY = `(max-width: ${COURSE_MOBILE_BREAKPOINT_PX}px)`;
export const useNarrowScreen = () => useMediaQuery(NARROW_QUERY);
