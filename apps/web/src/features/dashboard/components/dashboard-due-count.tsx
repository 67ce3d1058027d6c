import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDashboardTasks } from '@lp/domain';
import { datesQuery } from '../api/dashboard-api.ts';

/**
 * Issue 33: how many tasks the dashboard lists (due soon or overdue, unlimited), for the
 * count on its navigation entry. It reads the dashboard's own dates (one cached call, shared
 * with the dashboard) and draws nothing: the navigation shows the number. Loaded lazily,
 * after the first view.
 */
export default function DashboardDueCount({ timeZone, onCount }: { timeZone: string | undefined; onCount: (count: number) => void }) {
  const { data } = useQuery(datesQuery(timeZone));
  const count = data ? getDashboardTasks(data.data, new Date(), { limit: Infinity }).length : 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
