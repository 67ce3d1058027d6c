import type { Weekday } from '@lp/domain';

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week of the learner's language (CLDR through Intl.Locale week info).
 * Our Arabic is `ar-AR`, whose region AR is Argentina (Monday): Arabic takes the language's
 * own default (Saturday) instead.
 */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const tag = locale.startsWith('ar') ? 'ar' : locale;
    const info = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const day = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
    return day && day >= 1 && day <= 7 ? (day as Weekday) : 1;
  } catch {
    return 1;
  }
}
