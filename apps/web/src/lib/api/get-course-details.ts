import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetails } from '@lp/contract';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../api-client.ts';
import { courseKeys } from './course-keys.ts';

/** doc 2 §2: everything the course page shows. A 404 means the learner may not see the course. */
export const getCourseDetails = (objectiveId: string) => apiRequest<CourseDetails>(DETAILS_PATHS.courseDetails(objectiveId));

export const courseDetailsQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: courseKeys.details(objectiveId), queryFn: () => getCourseDetails(objectiveId) });

export const useCourseDetails = (objectiveId: string) => useQuery(courseDetailsQueryOptions(objectiveId));
