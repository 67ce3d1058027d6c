import { parseDay, type CalendarDay, type CalendarView } from '@lp/domain';

const VIEWS: readonly CalendarView[] = ['month', 'week', 'agenda'];

/** `/calendar/{view}/{day}` (relative to /learn): what is on screen is in the address, so Back and a shared link show it again. */
export function readCalendarUrl(location: string, today: CalendarDay): { view: CalendarView; day: CalendarDay } {
  const [, , view, day] = location.split('/');
  return {
    view: VIEWS.includes(view as CalendarView) ? (view as CalendarView) : 'month',
    day: (day && parseDay(day)) || today,
  };
}

export const calendarHref = (view: CalendarView, day: CalendarDay) => `/calendar/${view}/${day}`;
