import type { Translator } from '@lp/i18n';

/** doc 2 §9 Date-time format: long weekday, year, month, day, 12-hour time. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

export const formatDateTime = (t: Translator, value: Date | string) => t.date(value, DATE_TIME_FORMAT);

/** A date without the time, for lists (previous attempts, certificates). */
export const formatDate = (t: Translator, value: Date | string) => t.date(value, { year: 'numeric', month: 'long', day: 'numeric' });
