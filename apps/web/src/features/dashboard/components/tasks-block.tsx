import { getDashboardTasks } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useDashboardDates } from '../api/dashboard-api.ts';
import { DashboardDateItem } from './dashboard-date-item.tsx';
import styles from './dashboard.module.css';

/** Issue 15 tasks (a fragment): what is overdue or due, most urgent first, each opening the activity or course. */
export default function TasksBlock({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const { data } = useDashboardDates(timeZone);
  const tasks = getDashboardTasks(data.data, new Date());
  if (!tasks.length) return <p className={styles.muted}>{t.t('dashboard.tasks.none')}</p>;
  return (
    <ul className={styles.dates}>
      {tasks.map(({ event, overdue }) => (
        <DashboardDateItem key={event.uid} event={event} overdue={overdue} />
      ))}
    </ul>
  );
}
