import { useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BASENAME } from '../config/paths.ts';

const unchanging = () => () => {};

/**
 * The page's full address, for links that come back to it (sign-in). While the page the
 * server drew is taken over (and on the server) it is the path it was drawn for, so both
 * draw the same link; the browser's address right after.
 */
export function usePageHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  return useSyncExternalStore(
    unchanging,
    () => window.location.href,
    () => BASENAME + path + (search ? `?${search}` : ''),
  );
}

/** The page's origin for an address that must be absolute (a sign-in's way back); '' while the server's page is taken over. */
export const usePageOrigin = (): string =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
