import { useCallback, useSyncExternalStore } from 'react';

/** Where this browser keeps the learner's choice (issue 33 item 8): 'expanded' or 'rail'. */
export const NAVIGATION_RAIL_KEY = 'lp.navigation';

const listeners = new Set<() => void>();
// Where storage is refused (a sandboxed frame), the choice lasts as long as the page.
let unstored: string | null = null;
const read = () => {
  try {
    return localStorage.getItem(NAVIGATION_RAIL_KEY);
  } catch {
    return unstored;
  }
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice is this tab's too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * On course pages the portal's navigation is a rail of icons unless the learner expanded it
 * (decision 0077): the choice is remembered per browser. The server draws the rail (it cannot
 * know the choice); the browser then draws what was chosen.
 */
export function useNavigationRail(): { expanded: boolean; toggle: () => void } {
  const expanded = useSyncExternalStore(subscribe, read, () => null) === 'expanded';
  const toggle = useCallback(() => {
    unstored = expanded ? 'rail' : 'expanded';
    try {
      localStorage.setItem(NAVIGATION_RAIL_KEY, unstored);
    } catch {
      // kept in `unstored`
    }
    listeners.forEach((listener) => listener());
  }, [expanded]);
  return { expanded, toggle };
}
