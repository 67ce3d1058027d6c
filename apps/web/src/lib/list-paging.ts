import type { ListQueryParams, ListResponse } from '@lp/contract';

/** A list call with its page window: the load options of DESIGN "Calls". */
export type PagedListParams = ListQueryParams & { skip: number; take: number };

/**
 * The `skip` of the next page of a server-paged list, or undefined when everything is
 * loaded: the total count says so when the server sent it, a short page otherwise.
 */
export function getNextSkip<T>(lastPage: ListResponse<T>, allPages: readonly ListResponse<T>[], take: number): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.data.length, 0);
  if (lastPage.data.length < take) return undefined;
  if (lastPage.totalCount !== undefined && loaded >= lastPage.totalCount) return undefined;
  return loaded;
}

/** Courses per page: enough to fill a wide screen twice, small enough to answer fast (one figure with the server's inline first page). */
export { LIST_PAGE_SIZE } from '@lp/contract/first-view';
