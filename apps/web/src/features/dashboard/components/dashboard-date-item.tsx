import { Link } from 'wouter';
import type { CalendarEventView } from '@lp/contract/calendar';
import { useT } from '../../../lib/i18n.tsx';
import styles from './dashboard.module.css';

/** One date on the dashboard: its kind and when, the activity or course (learner content, isolated), a link to act. */
export function DashboardDateItem({ event, overdue = false }: { event: CalendarEventView; overdue?: boolean }) {
  const t = useT();
  return (
    <li className={styles.date}>
      <Link href={event.href} className={styles.dateTitle} dir="auto">
        {event.activityName ?? event.courseName}
      </Link>
      {event.activityName ? (
        <span className={styles.muted} dir="auto">
          {event.courseName}
        </span>
      ) : null}
      <span className={overdue ? styles.overdue : styles.when}>
        {t.t(overdue ? 'dashboard.overdueAt' : 'dashboard.at', {
          kind: t.t(`calendar.kind.${event.kind}`),
          date: t.date(event.start, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </span>
    </li>
  );
}
