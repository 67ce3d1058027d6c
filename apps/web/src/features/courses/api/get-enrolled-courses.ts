import * as listRoutes from '@lp/contract/routes/list';
import { pagedListQuery } from '../../../lib/paged-list-query.ts';

/** My courses: the learner's enrolled courses, server-paged. */
const enrolledCourses = pagedListQuery(listRoutes.enrolled, 'enrolled-courses');

export const enrolledCoursesKeys = enrolledCourses.keys;
export const getEnrolledCourses = enrolledCourses.getPage;
export const enrolledCoursesQueryOptions = enrolledCourses.queryOptions;
export const useEnrolledCourses = enrolledCourses.useList;
