/** Paths of the dashboard's calls (issue 15), free of zod for the web; shapes in schemas/dashboard.ts (decision 0029). */
export type { FragmentVersions, PromoBanner, RecentCourse } from './schemas/dashboard.ts';

export const DASHBOARD_PATHS = {
  /** doc 1 §7 remote fragment versions, for project learn. */
  fragmentVersions: '/api/platform/v1/fragments/versions',
  /** The courses the learner is working through, the most recently active first. */
  recentCourses: '/api/lms/v1/users/me/recent-courses',
  /** doc 1 §7 `/api/banner/`: the promo banners for this learner now. */
  promoBanners: '/api/banner/v1/users/me/banners',
} as const;

/** How many recent courses the dashboard shows. */
export const RECENT_COURSES_LIMIT = 4;
