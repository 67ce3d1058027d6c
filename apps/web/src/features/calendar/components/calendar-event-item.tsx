import { Link } from 'wouter';
import type { CalendarEventView } from '@lp/contract/calendar';
import * as calendarRoutes from '@lp/contract/routes/calendar';
import { callUrl } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import styles from './calendar.module.css';

/**
 * One date: when, what kind (in words and by colour), the activity or course it dates
 * (the learner's own content, isolated for right to left), a link to act, and an .ics file
 * to add it to any calendar.
 */
export function CalendarEventItem({ event }: { event: CalendarEventView }) {
  const t = useT();
  const title = event.activityName ?? event.courseName;
  const time = t.date(event.start, { timeStyle: 'short' });
  return (
    <li className={`${styles.item} ${styles[`k_${event.kind}`] ?? ''}`}>
      <span className={styles.time}>
        {event.end ? t.t('calendar.timeRange', { start: time, end: t.date(event.end, { timeStyle: 'short' }) }) : time}
      </span>
      <span className={styles.kind}>{t.t(`calendar.kind.${event.kind}`)}</span>
      <span className={styles.what}>
        <Link href={event.href} className={styles.title} dir="auto">
          {title}
        </Link>
        {event.activityName ? (
          <span className={styles.course} dir="auto">
            {event.courseName}
          </span>
        ) : null}
        {event.done ? <span className={styles.doneText}>{t.t('calendar.done')}</span> : null}
      </span>
      <a
        className={styles.ics}
        href={callUrl(calendarRoutes.eventFile, { params: { file: `${event.uid}.ics` } })}
        download
        aria-label={t.t('calendar.addOneLabel', { title })}
      >
        {t.t('calendar.addOne')}
      </a>
    </li>
  );
}
