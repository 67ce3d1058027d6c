import { intlLocale } from '@lp/i18n';
import type { CalendarDay } from '@lp/domain';

/** A calendar day in words, in the learner's language: the day is already theirs, so it is formatted as a UTC date and never shifts. */
export const formatDay = (locale: string, day: CalendarDay, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
