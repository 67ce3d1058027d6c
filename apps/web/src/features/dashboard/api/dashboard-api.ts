import { useSuspenseQuery } from '@tanstack/react-query';
import { CALENDAR_PATHS, type CalendarEvents } from '@lp/contract/calendar';
import { DASHBOARD_PATHS, type PromoBanner, type RecentCourse } from '@lp/contract/dashboard';
import { addDays, dayOf } from '@lp/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The dashboard's data, read with suspense: a block shows its skeleton while its call is
 * on the way, and a failed call reaches its fragment's boundary (decision 0029).
 */
export function useDashboardDates(timeZone: string | undefined) {
  const today = dayOf(new Date(), timeZone);
  const from = addDays(today, -14);
  const to = addDays(today, 31);
  return useSuspenseQuery({
    queryKey: ['calendar', 'events', from, to],
    queryFn: () => apiRequest<CalendarEvents>(`${CALENDAR_PATHS.events}?${new URLSearchParams({ from, to })}`),
  });
}

export const useRecentCourses = () =>
  useSuspenseQuery({
    queryKey: ['dashboard', 'recent-courses'],
    queryFn: () => apiRequest<{ data: RecentCourse[] }>(DASHBOARD_PATHS.recentCourses),
  });

export const usePromoBanners = () =>
  useSuspenseQuery({
    queryKey: ['dashboard', 'promo-banners'],
    queryFn: () => apiRequest<{ data: PromoBanner[] }>(DASHBOARD_PATHS.promoBanners),
  });
