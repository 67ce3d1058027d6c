import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogCourse, ListResponse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { combine, condition } from '@lp/contract/load-options';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogCoursesKeys } from './get-catalog-courses.ts';

export const catalogCourseKeys = {
  detail: (objectiveId: string) => [...catalogCoursesKeys.all, 'detail', objectiveId] as const,
};

/**
 * One catalog course (doc 2 §2 /catalog/{objectiveId}): the catalog list narrowed to the
 * objective, so the page gets exactly what the card knows, enrolment state included.
 * Null when the course is not in this learner's catalog.
 */
export async function getCatalogCourse(objectiveId: string): Promise<CatalogCourse | null> {
  const filter = combine('and', [condition('objective.id', '=', objectiveId)]);
  const page = await apiRequest<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, {
    query: { filter: JSON.stringify(filter), take: 1 },
  });
  return page.data[0] ?? null;
}

export const catalogCourseQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: catalogCourseKeys.detail(objectiveId), queryFn: () => getCatalogCourse(objectiveId) });

export const useCatalogCourse = (objectiveId: string) => useQuery(catalogCourseQueryOptions(objectiveId));
