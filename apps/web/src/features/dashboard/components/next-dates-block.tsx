import { Link } from 'wouter';
import { getNextDates } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useDashboardDates } from '../api/dashboard-api.ts';
import { DashboardDateItem } from './dashboard-date-item.tsx';
import styles from './dashboard.module.css';

/** Issue 15 next dates (the calendar's fragment): what opens, happens or is revealed soon, and the way to the calendar. */
export default function NextDatesBlock({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const { data } = useDashboardDates(timeZone);
  const dates = getNextDates(data.data, new Date());
  return (
    <>
      {dates.length ? (
        <ul className={styles.dates}>
          {dates.map((event) => (
            <DashboardDateItem key={event.uid} event={event} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t.t('dashboard.next.none')}</p>
      )}
      <Link href="/calendar/agenda" className={styles.more}>
        {t.t('dashboard.next.all')}
      </Link>
    </>
  );
}
