import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { EnrolledCourse, ListQueryParams, ListResponse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { getNextSkip, LIST_PAGE_SIZE, type PagedListParams } from '../../../lib/list-paging.ts';

export const enrolledCoursesKeys = {
  all: ['enrolled-courses'] as const,
  list: (params: ListQueryParams) => [...enrolledCoursesKeys.all, 'list', params] as const,
};

export const getEnrolledCourses = (params: PagedListParams, signal?: AbortSignal) =>
  apiRequest<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, { query: { ...params }, signal });

/** Server-paged (doc 1 §7 load options): one page of `params.take` courses at a time. */
export const enrolledCoursesQueryOptions = (params: ListQueryParams) =>
  infiniteQueryOptions({
    queryKey: enrolledCoursesKeys.list(params),
    queryFn: ({ pageParam, signal }) => getEnrolledCourses({ ...params, skip: pageParam, take: params.take ?? LIST_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => getNextSkip(last, all, params.take ?? LIST_PAGE_SIZE),
    // Typing or filtering keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useEnrolledCourses = (params: ListQueryParams, enabled = true) => useInfiniteQuery({ ...enrolledCoursesQueryOptions(params), enabled });
