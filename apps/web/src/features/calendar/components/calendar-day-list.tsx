import type { CalendarEventView } from '@lp/contract/calendar';
import type { CalendarDay } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { formatDay } from '../lib/format-day.ts';
import { CalendarEventItem } from './calendar-event-item.tsx';
import styles from './calendar.module.css';

/** The dates of one day under its heading; "Nothing on this day" when there are none and `showEmpty`. */
export function CalendarDayList({
  day,
  events,
  headingLevel = 3,
  showEmpty = true,
}: {
  day: CalendarDay;
  events: CalendarEventView[];
  headingLevel?: 2 | 3;
  showEmpty?: boolean;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  if (!events.length && !showEmpty) return null;
  return (
    <section className={styles.dayList} aria-label={formatDay(t.locale, day, { dateStyle: 'full' })}>
      <Heading className={styles.dayHeading}>{formatDay(t.locale, day, { weekday: 'long', day: 'numeric', month: 'long' })}</Heading>
      {events.length ? (
        <ul className={styles.events}>
          {events.map((event) => (
            <CalendarEventItem key={event.uid} event={event} />
          ))}
        </ul>
      ) : (
        <p className={styles.nothing}>{t.t('calendar.nothing')}</p>
      )}
    </section>
  );
}
