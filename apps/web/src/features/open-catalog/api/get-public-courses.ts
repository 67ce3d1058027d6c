import * as listRoutes from '@lp/contract/routes/list';
import { pagedListQuery } from '../../../lib/paged-list-query.ts';

/** The open catalog: public courses, no sign-in, server-paged. */
const publicCourses = pagedListQuery(listRoutes.public, 'public-courses');

export const publicCoursesKeys = publicCourses.keys;
export const getPublicCourses = publicCourses.getPage;
export const publicCoursesQueryOptions = publicCourses.queryOptions;
export const usePublicCourses = publicCourses.useList;
