import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogCourse, ListQueryParams, ListResponse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { getNextSkip, LIST_PAGE_SIZE, type PagedListParams } from '../../../lib/list-paging.ts';

export const catalogCoursesKeys = {
  all: ['catalog-courses'] as const,
  list: (params: ListQueryParams) => [...catalogCoursesKeys.all, 'list', params] as const,
};

export const getCatalogCourses = (params: PagedListParams, signal?: AbortSignal) =>
  apiRequest<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, { query: { ...params }, signal });

/** Server-paged (doc 1 §7 load options): one page of `params.take` courses at a time. */
export const catalogCoursesQueryOptions = (params: ListQueryParams) =>
  infiniteQueryOptions({
    queryKey: catalogCoursesKeys.list(params),
    queryFn: ({ pageParam, signal }) => getCatalogCourses({ ...params, skip: pageParam, take: params.take ?? LIST_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => getNextSkip(last, all, params.take ?? LIST_PAGE_SIZE),
    // Typing or filtering keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useCatalogCourses = (params: ListQueryParams, enabled = true) => useInfiniteQuery({ ...catalogCoursesQueryOptions(params), enabled });
