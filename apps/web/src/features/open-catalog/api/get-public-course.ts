import { queryOptions, useQuery } from '@tanstack/react-query';
import * as listRoutes from '@lp/contract/routes/list';
import { call } from '../../../lib/api-client.ts';
import { publicCoursesKeys } from './get-public-courses.ts';

export const publicCourseKeys = {
  detail: (objectiveId: string) => [...publicCoursesKeys.all, 'detail', objectiveId] as const,
};

/** doc 2 §7 GET public/open-catalog/objectives/{id}: a shared course link, no sign-in. */
export const getPublicCourse = (objectiveId: string) => call(listRoutes.publicObjective, { params: { id: objectiveId } });

export const publicCourseQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: publicCourseKeys.detail(objectiveId), queryFn: () => getPublicCourse(objectiveId) });

export const usePublicCourse = (objectiveId: string) => useQuery(publicCourseQueryOptions(objectiveId));
