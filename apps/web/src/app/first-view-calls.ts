import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstViewCalls, type FirstViewContext } from '@lp/contract/first-view';
import { startCalls } from '../lib/api-client.ts';
import { currentUserKeys } from '../lib/current-user.ts';
import { useRuntimeConfig } from '../lib/runtime-config-context.tsx';
import { LIST_STORAGE_PREFIX } from '../features/course-list/lib/list-storage.ts';

/** A list remembered in this browser (doc 1 §3). */
function hasRememberedList(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(LIST_STORAGE_PREFIX));
  } catch {
    return false;
  }
}

/** A list's first page among a page's first-view calls: the one call a search or a remembered list changes. */
const isListPage = (url: string) => url.includes('?');

/** A list opened with a search or with a remembered one (doc 1 §3) asks for another first page than the default. */
const listHasState = () => Boolean(window.location.search) || hasRememberedList();

/**
 * The server drew this page with the default first page of its list, but this browser
 * remembers another list (doc 1 §3), which the server cannot know: the browser draws it.
 */
export function drawnListIsStale(learnPath: string, context: FirstViewContext): boolean {
  return firstViewCalls(learnPath, context).some(isListPage) && hasRememberedList();
}

/**
 * Starts the calls of the page navigated to (@lp/contract/first-view) at once, in parallel
 * with the page's lazily loaded code; the page's queries then take their answers. On the
 * first load (`start` false: the server put them in the page) it only notes them.
 */
export function useStartFirstViewCalls() {
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const shown = useRef<string[]>([]);
  return useCallback(
    (path: string, start = true) => {
      const signedIn = queryClient.getQueryData(currentUserKeys.all) != null;
      const calls = firstViewCalls(path, { signedIn, dashboard: config.navigation.dashboard });
      // Within one page (a course's details and its content) its data is on screen already: only new calls start.
      const fresh = calls.filter((url) => !shown.current.includes(url));
      shown.current = calls;
      if (start) startCalls(listHasState() ? fresh.filter((url) => !isListPage(url)) : fresh);
    },
    [queryClient, config.navigation.dashboard],
  );
}
