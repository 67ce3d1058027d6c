import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calendarRoutes from '@lp/contract/routes/calendar';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { call } from '../../../lib/api-client.ts';

const calendarKeys = {
  events: (from: string, to: string) => ['calendar', 'events', from, to] as const,
  feed: ['calendar', 'feed'] as const,
};

/** Issue 15: the learner's dates in [from, to), days in their own time zone (decision 0028). */
export const useCalendarEvents = (from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.events(from, to),
    queryFn: () => call(calendarRoutes.events, { query: { from, to } }),
    // Moving to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useCalendarFeed = () => useQuery({ queryKey: calendarKeys.feed, queryFn: () => call(calendarRoutes.feed) });

/**
 * Makes a new feed address (the old one stops) or turns the feed off; the answer replaces
 * what the page knows. One at a time: a double click made two addresses, and the page could
 * show the first, already stopped, when the answers came back in the other order.
 */
export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (change: 'new' | 'off') => (change === 'new' ? call(calendarRoutes.newFeed) : call(calendarRoutes.deleteFeed)),
    onSuccess: (feed) => client.setQueryData(calendarKeys.feed, feed),
  });
}
