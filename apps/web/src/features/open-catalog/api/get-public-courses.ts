import type { PublicCourse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { pagedListQuery } from '../../../lib/paged-list-query.ts';

/** The open catalog: public courses, no sign-in, server-paged. */
const publicCourses = pagedListQuery<PublicCourse>(LIST_PATHS.public, 'public-courses', { isPublic: true });

export const publicCoursesKeys = publicCourses.keys;
export const getPublicCourses = publicCourses.getPage;
export const publicCoursesQueryOptions = publicCourses.queryOptions;
export const usePublicCourses = publicCourses.useList;
