import * as listRoutes from '@lp/contract/routes/list';
import { pagedListQuery } from '../../../lib/paged-list-query.ts';

/** The catalog of courses the learner may enrol in, server-paged. */
const catalogCourses = pagedListQuery(listRoutes.catalog, 'catalog-courses');

export const catalogCoursesKeys = catalogCourses.keys;
export const getCatalogCourses = catalogCourses.getPage;
export const catalogCoursesQueryOptions = catalogCourses.queryOptions;
export const useCatalogCourses = catalogCourses.useList;
