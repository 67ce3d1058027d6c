import type { ActivityContentView } from '@lp/contract';
import { intlLocale } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import { DATE_TIME_FORMAT } from '../../../lib/date-time.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { RichHtml } from './rich-html.tsx';
import styles from './players.module.css';

type Content = NonNullable<ActivityContentView['content']>;

/** "Friday, 7 March 2025, 2:00 – 3:00 PM GMT" in one time zone (a range on one day says the day once). */
function formatWhen(locale: string, timeZone: string, start: string, end: string | null | undefined): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_TIME_FORMAT, timeZone, timeZoneName: 'short' });
  return end ? format.formatRange(new Date(start), new Date(end)) : format.format(new Date(start));
}

/**
 * A live event: when it happens in the event's own time zone and in the learner's (once
 * when they are the same), where, and the link to join it.
 */
export function EventPlayer({ content }: { content: Content }) {
  const t = useT();
  const { timeZone } = useContent();
  const learnerZone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const eventZone = content.timeZone ?? learnerZone;
  const sameZone = eventZone === learnerZone;
  return (
    <div className={styles.event}>
      {content.startsAt ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t.t('event.time', { timeZone: eventZone })}</dt>
            <dd>{formatWhen(t.locale, eventZone, content.startsAt, content.endsAt)}</dd>
          </div>
          {sameZone ? null : (
            <div>
              <dt>{t.t('event.yourTime', { timeZone: learnerZone })}</dt>
              <dd>{formatWhen(t.locale, learnerZone, content.startsAt, content.endsAt)}</dd>
            </div>
          )}
          {content.location ? (
            <div>
              <dt>{t.t('event.location')}</dt>
              <dd dir="auto">{content.location}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {content.joinUrl ? (
        <a className={styles.primaryLink} href={content.joinUrl} target="_blank" rel="noopener noreferrer">
          {t.t('event.join')}
          <span className="visually-hidden">{` (${t.t('players.newTab')})`}</span>
        </a>
      ) : null}
      {content.html ? <RichHtml html={content.html} /> : null}
    </div>
  );
}
