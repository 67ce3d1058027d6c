/** The dashboard's calls (issue 15, decision 0029). */
import { defineCall } from '../call.ts';
import { DASHBOARD_PATHS } from '../dashboard.ts';
import { FragmentVersionsQuerySchema, FragmentVersionsSchema, PromoBannersSchema, RecentCoursesSchema } from '../schemas/dashboard.ts';

const tags = ['Dashboard'];
export const dashboardCalls = {
  fragmentVersions: defineCall({
    method: 'GET',
    path: DASHBOARD_PATHS.fragmentVersions,
    summary: "The versions of the learner app's fragments (doc 1 §7 remote fragment versions, project learn)",
    tags,
    query: FragmentVersionsQuerySchema,
    responses: { 200: FragmentVersionsSchema },
  }),
  recentCourses: defineCall({
    method: 'GET',
    path: DASHBOARD_PATHS.recentCourses,
    summary: "The caller's unfinished courses, the most recently active first (at most 4)",
    tags,
    responses: { 200: RecentCoursesSchema },
  }),
  promoBanners: defineCall({
    method: 'GET',
    path: DASHBOARD_PATHS.promoBanners,
    summary: "The tenant's promo banners for the caller now: between their dates, for everyone or a unit of the caller's",
    tags,
    responses: { 200: PromoBannersSchema },
  }),
};
