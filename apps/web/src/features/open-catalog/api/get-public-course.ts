import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCourseDetails } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicCoursesKeys } from './get-public-courses.ts';

export const publicCourseKeys = {
  detail: (objectiveId: string) => [...publicCoursesKeys.all, 'detail', objectiveId] as const,
};

/** doc 2 §7 GET public/open-catalog/objectives/{id}: a shared course link, no sign-in. */
export const getPublicCourse = (objectiveId: string) =>
  apiRequest<PublicCourseDetails>(LIST_PATHS.publicObjective(objectiveId), { isPublic: true });

export const publicCourseQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: publicCourseKeys.detail(objectiveId), queryFn: () => getPublicCourse(objectiveId) });

export const usePublicCourse = (objectiveId: string) => useQuery(publicCourseQueryOptions(objectiveId));
