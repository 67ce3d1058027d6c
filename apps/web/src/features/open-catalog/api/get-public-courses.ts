import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicCourse, ListQueryParams, ListResponse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { getNextSkip, LIST_PAGE_SIZE, type PagedListParams } from '../../../lib/list-paging.ts';

export const publicCoursesKeys = {
  all: ['public-courses'] as const,
  list: (params: ListQueryParams) => [...publicCoursesKeys.all, 'list', params] as const,
};

export const getPublicCourses = (params: PagedListParams, signal?: AbortSignal) =>
  apiRequest<ListResponse<PublicCourse>>(LIST_PATHS.public, { query: { ...params }, signal, isPublic: true });

/** Server-paged (doc 1 §7 load options): one page of `params.take` courses at a time. */
export const publicCoursesQueryOptions = (params: ListQueryParams) =>
  infiniteQueryOptions({
    queryKey: publicCoursesKeys.list(params),
    queryFn: ({ pageParam, signal }) => getPublicCourses({ ...params, skip: pageParam, take: params.take ?? LIST_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => getNextSkip(last, all, params.take ?? LIST_PAGE_SIZE),
    // Typing or filtering keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const usePublicCourses = (params: ListQueryParams, enabled = true) => useInfiniteQuery({ ...publicCoursesQueryOptions(params), enabled });
