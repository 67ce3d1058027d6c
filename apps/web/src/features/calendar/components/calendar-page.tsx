import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { IN_PAGE_NAVIGATION } from '../../../lib/route-focus.ts';
import type { CalendarEventView } from '@lp/contract/calendar';
import { addDays, addMonths, dayOf, viewRange, weekOf, type CalendarDay, type CalendarView } from '@lp/domain';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import { ErrorPage } from '../../../components/ui/error-page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronIcon } from '../../../components/ui/chevron-icon.tsx';
import { useCalendarEvents } from '../api/calendar-api.ts';
import { calendarHref, readCalendarUrl } from '../lib/calendar-url.ts';
import { firstDayOfWeek } from '../lib/first-day-of-week.ts';
import { formatDay } from '../lib/format-day.ts';
import { CalendarDayList } from './calendar-day-list.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { CalendarMonthGrid } from './calendar-month-grid.tsx';
import styles from './calendar.module.css';

const AGENDA_DAYS = 30;
const viewLabels: Record<CalendarView, MessageId> = {
  month: 'calendar.view.month',
  week: 'calendar.view.week',
  agenda: 'calendar.view.agenda',
};
const previousLabels: Record<CalendarView, MessageId> = {
  month: 'calendar.previous.month',
  week: 'calendar.previous.week',
  agenda: 'calendar.previous.agenda',
};
const nextLabels: Record<CalendarView, MessageId> = {
  month: 'calendar.next.month',
  week: 'calendar.next.week',
  agenda: 'calendar.next.agenda',
};

function step(view: CalendarView, day: CalendarDay, direction: 1 | -1): CalendarDay {
  if (view === 'month') return addMonths(day, direction);
  return addDays(day, direction * (view === 'week' ? 7 : AGENDA_DAYS));
}

/**
 * Issue 15 /learn/calendar: every date of the learner's courses by month, week or list, in
 * their time zone and their language's week, and the feed to subscribe to (decision 0028).
 */
export function CalendarPage({ title, timeZone }: { title: string; timeZone: string | undefined }) {
  const t = useT();
  const [location, navigate] = useLocation();
  const today = dayOf(new Date(), timeZone);
  const { view, day } = readCalendarUrl(location, today);
  const firstDay = firstDayOfWeek(t.locale);
  const range = viewRange(view, day, firstDay, AGENDA_DAYS);
  const events = useCalendarEvents(range.from, range.to);
  const periodId = useId();
  const [moved, setMoved] = useState(false);

  const zone = events.data?.timeZone ?? timeZone;
  const byDay = useMemo(() => {
    const map = new Map<CalendarDay, CalendarEventView[]>();
    for (const e of events.data?.data ?? []) {
      const d = dayOf(e.start, zone);
      map.set(d, [...(map.get(d) ?? []), e]);
    }
    return map;
  }, [events.data, zone]);

  // Moving through the calendar stays on its page: the focus stays where the learner is (issue 16).
  const go = (nextView: CalendarView, nextDay: CalendarDay, replace = false) =>
    navigate(calendarHref(nextView, nextDay), { replace, state: IN_PAGE_NAVIGATION });
  const period =
    view === 'month'
      ? formatDay(t.locale, day, { month: 'long', year: 'numeric' })
      : t.t('calendar.range', {
          from: formatDay(t.locale, range.from, { day: 'numeric', month: 'short' }),
          to: formatDay(t.locale, addDays(range.to, -1), { day: 'numeric', month: 'short', year: 'numeric' }),
        });

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <div className={styles.toolbar}>
        <nav aria-label={t.t('calendar.views')} className={styles.views}>
          {(['month', 'week', 'agenda'] as const).map((v) => (
            <Link
              key={v}
              href={calendarHref(v, day)}
              state={IN_PAGE_NAVIGATION}
              aria-current={v === view ? 'page' : undefined}
              className={v === view ? styles.viewActive : styles.view}
            >
              {t.t(viewLabels[v])}
            </Link>
          ))}
        </nav>
        <div className={styles.stepper}>
          <Button variant="secondary" onClick={() => go(view, step(view, day, -1))} aria-label={t.t(previousLabels[view])}>
            <ChevronIcon to="start" />
          </Button>
          <Button variant="secondary" onClick={() => go(view, today)} aria-current={day === today ? 'date' : undefined}>
            {t.t('calendar.today')}
          </Button>
          <Button variant="secondary" onClick={() => go(view, step(view, day, 1))} aria-label={t.t(nextLabels[view])}>
            <ChevronIcon to="end" />
          </Button>
        </div>
        <h2 id={periodId} className={styles.period} aria-live="polite">
          {period}
        </h2>
      </div>
      {events.isError ? (
        <ErrorPage title={t.t('pageError.genericTitle')} text={t.t('pageError.genericText')} />
      ) : (
        <div aria-busy={events.isPending} className={styles.body}>
          {view === 'month' ? (
            <>
              <CalendarMonthGrid
                day={day}
                today={today}
                firstDay={firstDay}
                byDay={byDay}
                labelledBy={periodId}
                focusDay={moved}
                onChoose={(d, byKeyboard) => {
                  setMoved(byKeyboard);
                  go('month', d, true);
                }}
              />
              <CalendarDayList day={day} events={byDay.get(day) ?? []} headingLevel={2} />
            </>
          ) : view === 'week' ? (
            <div className={styles.week}>
              {weekOf(day, firstDay).map((d) => (
                <CalendarDayList key={d} day={d} events={byDay.get(d) ?? []} headingLevel={3} />
              ))}
            </div>
          ) : byDay.size === 0 && !events.isPending ? (
            <EmptyState title={t.t('calendar.agendaEmpty.title')} description={t.t('calendar.agendaEmpty.text', { count: AGENDA_DAYS })} />
          ) : (
            [...byDay.keys()]
              .sort()
              .map((d) => <CalendarDayList key={d} day={d} events={byDay.get(d)!} headingLevel={3} showEmpty={false} />)
          )}
        </div>
      )}
      <CalendarFeedPanel />
    </div>
  );
}
