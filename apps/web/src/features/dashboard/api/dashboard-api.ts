import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { combine, condition } from '@lp/contract/load-options';
import * as calendarRoutes from '@lp/contract/routes/calendar';
import * as dashboardRoutes from '@lp/contract/routes/dashboard';
import * as listRoutes from '@lp/contract/routes/list';
import { addDays, CourseProgress, dayOf, DEFAULT_LIST_SORT, Priority } from '@lp/domain';
import { call } from '../../../lib/api-client.ts';

/**
 * The dashboard's data, read with suspense: a block shows its skeleton while its call is
 * on the way, and a failed call reaches its fragment's boundary (decision 0029).
 */
export function datesQuery(timeZone: string | undefined) {
  const today = dayOf(new Date(), timeZone);
  const from = addDays(today, -14);
  const to = addDays(today, 31);
  return {
    queryKey: ['calendar', 'events', from, to],
    queryFn: () => call(calendarRoutes.events, { query: { from, to } }),
  };
}

export const useDashboardDates = (timeZone: string | undefined) => useSuspenseQuery(datesQuery(timeZone));

/** Enough mandatory courses not started to show a few after leaving out those the dated tasks name. */
const WAITING_TAKE = 12;

/**
 * The tasks' two calls side by side (no waterfall): the dates, and My courses' own list call
 * filtered to the mandatory courses the learner has not started (doc 1 §7).
 */
export function useTaskSources(timeZone: string | undefined) {
  // The same filter as My courses' own "Mandatory" + "Not started", which the block links to.
  const filter = combine('and', [
    condition('courseProgress', '=', CourseProgress.notStarted),
    condition('coursePriority', '=', Priority.mandatory),
  ]);
  const query = { filter: JSON.stringify(filter), sort: JSON.stringify([DEFAULT_LIST_SORT]), take: WAITING_TAKE, requireTotalCount: true };
  return useSuspenseQueries({
    queries: [
      datesQuery(timeZone),
      {
        queryKey: ['dashboard', 'waiting-courses'],
        queryFn: () => call(listRoutes.enrolled, { query }),
      },
    ],
  });
}

export const useRecentCourses = () =>
  useSuspenseQuery({
    queryKey: ['dashboard', 'recent-courses'],
    queryFn: () => call(dashboardRoutes.recentCourses),
  });

export const usePromoBanners = () =>
  useSuspenseQuery({
    queryKey: ['dashboard', 'promo-banners'],
    queryFn: () => call(dashboardRoutes.promoBanners),
  });
