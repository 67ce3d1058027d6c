import { useCallback, useMemo } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';

const CONTENT_PATH = /^(.*?)\/courses\/([^/]+)\/view\/content(?:\/(.*?))?\/?$/;

export interface ContentLocation {
  objectiveId: string;
  /** The slash-joined part ids of the selected item (doc 2 §2); '' when none. */
  axis: string;
  /** `viewType=REVIEW&objectiveWorkflowId=…`: the run under review, else null. */
  reviewWorkflowId: string | null;
  /** An absolute wouter href (`~…`) for an axis, keeping the query (the review parameters). */
  hrefFor: (axis: string) => string;
  go: (axis: string, options?: { replace?: boolean }) => void;
}

/**
 * The content route's place, read from the whole path so the page works at any nesting
 * depth of the course frame's routers; links it builds are absolute (`~`) for the same reason.
 */
export function useContentLocation(): ContentLocation {
  const router = useRouter();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const pathname = location.startsWith('~') ? location.slice(1) : `${router.base}${location}`;
  const [, prefix = '', objectiveId = '', axis = ''] = CONTENT_PATH.exec(pathname) ?? [];

  const reviewWorkflowId = useMemo(() => {
    const params = new URLSearchParams(search);
    return params.get('viewType')?.toUpperCase() === 'REVIEW' ? params.get('objectiveWorkflowId') || null : null;
  }, [search]);

  const hrefFor = useCallback(
    (target: string) => `~${prefix}/courses/${objectiveId}/view/content${target ? `/${target}` : ''}${search ? `?${search}` : ''}`,
    [prefix, objectiveId, search],
  );
  const go = useCallback((target: string, options?: { replace?: boolean }) => navigate(hrefFor(target), options), [navigate, hrefFor]);

  return { objectiveId, axis, reviewWorkflowId, hrefFor, go };
}
