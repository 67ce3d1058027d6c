import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CalendarEventView } from '@lp/contract/calendar';
import { monthGrid, moveInGrid, type CalendarDay, type GridKey, type Weekday } from '@lp/domain';
import { textDirection } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import { formatDay } from '../lib/format-day.ts';
import styles from './calendar.module.css';

const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
const CHIPS = 3;

/**
 * The month as a WAI-ARIA grid: one day in the tab order, arrows move by a day (mirrored
 * right to left) or a week, Home/End to the week's ends, Page Up/Down by a month (Shift: a
 * year). The day with the focus is the chosen day, listed under the grid with its links; a
 * cell names its date and how many dates it holds, its coloured marks are for the eye.
 */
export function CalendarMonthGrid(props: {
  day: CalendarDay;
  today: CalendarDay;
  firstDay: Weekday;
  byDay: Map<CalendarDay, CalendarEventView[]>;
  labelledBy: string;
  /** Focus the chosen day after it changes (keyboard moves), not on the first render. */
  focusDay: boolean;
  onChoose: (day: CalendarDay, byKeyboard: boolean) => void;
}) {
  const t = useT();
  const { day, today, firstDay, byDay } = props;
  const weeks = monthGrid(day, firstDay);
  const month = day.slice(0, 7);
  const cells = useRef(new Map<CalendarDay, HTMLTableCellElement>());

  useEffect(() => {
    if (props.focusDay) cells.current.get(day)?.focus();
  }, [day, props.focusDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, at: CalendarDay) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onChoose(at, true);
      return;
    }
    if (!GRID_KEYS.includes(event.key)) return;
    event.preventDefault();
    props.onChoose(moveInGrid(at, event.key as GridKey, { firstDay, rtl: textDirection(t.locale) === 'rtl', shift: event.shiftKey }), true);
  };

  return (
    <table role="grid" className={styles.grid} aria-labelledby={props.labelledBy}>
      <thead>
        <tr>
          {weeks[0]!.map((d) => (
            <th
              key={d}
              scope="col"
              abbr={formatDay(t.locale, d, { weekday: 'long' })}
              data-narrow={formatDay(t.locale, d, { weekday: 'narrow' })}
            >
              <span className={styles.weekday}>{formatDay(t.locale, d, { weekday: 'short' })}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((d) => {
              const events = byDay.get(d) ?? [];
              const classes = [styles.cell, d.slice(0, 7) !== month ? styles.outside : '', d === today ? styles.today : '']
                .filter(Boolean)
                .join(' ');
              return (
                <td
                  key={d}
                  role="gridcell"
                  ref={(element) => {
                    if (element) cells.current.set(d, element);
                    else cells.current.delete(d);
                  }}
                  className={classes}
                  tabIndex={d === day ? 0 : -1}
                  aria-selected={d === day}
                  aria-current={d === today ? 'date' : undefined}
                  onClick={() => props.onChoose(d, false)}
                  onKeyDown={(event) => onKeyDown(event, d)}
                >
                  <span aria-hidden="true" className={styles.dayNumber}>
                    {t.number(Number(d.slice(8)))}
                  </span>
                  <span className="visually-hidden">
                    {formatDay(t.locale, d, { dateStyle: 'full' })}, {t.t('calendar.count', { count: events.length })}
                  </span>
                  <span aria-hidden="true" className={styles.chips}>
                    {events.slice(0, CHIPS).map((e) => (
                      <span key={e.uid} className={`${styles.chip} ${styles[`k_${e.kind}`] ?? ''}`} dir="auto">
                        {e.activityName ?? e.courseName}
                      </span>
                    ))}
                    {events.length > CHIPS ? (
                      <span className={styles.more}>{t.t('calendar.more', { count: events.length - CHIPS })}</span>
                    ) : null}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
