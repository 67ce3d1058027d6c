import type { CatalogCourse } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { pagedListQuery } from '../../../lib/paged-list-query.ts';

/** The catalog of courses the learner may enrol in, server-paged. */
const catalogCourses = pagedListQuery<CatalogCourse>(LIST_PATHS.catalog, 'catalog-courses');

export const catalogCoursesKeys = catalogCourses.keys;
export const getCatalogCourses = catalogCourses.getPage;
export const catalogCoursesQueryOptions = catalogCourses.queryOptions;
export const useCatalogCourses = catalogCourses.useList;
