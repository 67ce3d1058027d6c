import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * Rewrites the query string of the current page in place (history replace). It starts
 * from the live URL rather than the one of the last render, so two effects that clean
 * different parameters in the same commit do not undo each other; and it does nothing once
 * the browser has moved to another page (a search pause ending just after a click on a card).
 */
export function useReplaceSearch() {
  const [path, navigate] = useLocation();
  // Where the page was drawn (the server, which has no window, draws it for the path it was asked).
  const pathname = typeof window === 'undefined' ? path : window.location.pathname;
  return useCallback(
    (update: (params: URLSearchParams) => void) => {
      if (window.location.pathname !== pathname) return;
      const params = new URLSearchParams(window.location.search);
      update(params);
      const search = params.toString();
      navigate(search ? `${path}?${search}` : path, { replace: true });
    },
    [path, pathname, navigate],
  );
}
