import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListQueryParams, ListResponse } from '@lp/contract';
import type { Call, CallResult, CallRoute } from '@lp/contract/calls';
import { sendCall } from './api-client.ts';
import { getNextSkip, LIST_PAGE_SIZE, type PagedListParams } from './list-paging.ts';

/**
 * A server-paged course list (doc 1 §7 load options) at `route`, cached under `key`: its
 * query keys, the fetcher of one page, the infinite query options and the hook. My
 * courses, the catalog and the open catalog differ only in these (and the open catalog
 * being public: a 401 there does not send anyone to sign in, as its route says).
 */
export function pagedListQuery<C extends Call>(route: CallRoute<C>, key: string) {
  const keys = {
    all: [key] as const,
    list: (params: ListQueryParams) => [key, 'list', params] as const,
  };
  const getPage = (params: PagedListParams, signal?: AbortSignal) =>
    // A list call answers a list (listOf in the contract): its pages are counted as such.
    sendCall(route, { query: { ...params }, signal }) as Promise<CallResult<C> & ListResponse<unknown>>;
  /** One page of `params.take` courses at a time. */
  const queryOptions = (params: ListQueryParams) =>
    infiniteQueryOptions({
      queryKey: keys.list(params),
      queryFn: ({ pageParam, signal }) => getPage({ ...params, skip: pageParam, take: params.take ?? LIST_PAGE_SIZE }, signal),
      initialPageParam: 0,
      getNextPageParam: (last, all) => getNextSkip(last, all, params.take ?? LIST_PAGE_SIZE),
      // Typing or filtering keeps the last results on screen until the new ones arrive.
      placeholderData: keepPreviousData,
    });
  const useList = (params: ListQueryParams, enabled = true) => useInfiniteQuery({ ...queryOptions(params), enabled });
  return { keys, getPage, queryOptions, useList };
}
