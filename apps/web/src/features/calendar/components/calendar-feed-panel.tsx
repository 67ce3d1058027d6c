import { useId, useState } from 'react';
import { ShareLink } from '../../../components/share-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-api.ts';
import styles from './calendar.module.css';

/**
 * Subscribe (decision 0028): a secret address for a calendar program. It is shown once,
 * when made (the server keeps only its hash); replacing it cuts off the old one, for a
 * learner who shared it by mistake; turning it off cuts off every copy.
 */
export function CalendarFeedPanel() {
  const t = useT();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fieldId = useId();
  const url = change.data?.url ?? null;
  const exists = !!(url || feed.data?.created);

  return (
    <section className={styles.feed} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className={styles.feedTitle}>
        <button type="button" className={styles.feedToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {t.t('calendar.feed.title')}
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.feedBody}>
        <p>{t.t('calendar.feed.text')}</p>
        {url ? (
          <>
            <label htmlFor={fieldId} className={styles.feedLabel}>
              {t.t('calendar.feed.address')}
            </label>
            <input id={fieldId} className={styles.feedUrl} readOnly value={url} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
            <ShareLink url={url} label={t.t('calendar.feed.copy')} />
            <p className={styles.hint}>{t.t('calendar.feed.secret')}</p>
          </>
        ) : exists && feed.data?.created ? (
          <p>{t.t('calendar.feed.made', { date: t.date(feed.data.created, { dateStyle: 'long' }) })}</p>
        ) : null}
        {change.isError ? (
          <p role="alert" className={styles.error}>
            {t.t('calendar.feed.failed')}
          </p>
        ) : null}
        <div className={styles.feedActions}>
          <Button onClick={() => change.run('new')} aria-disabled={change.isPending} disabled={change.isPending}>
            {exists ? t.t('calendar.feed.replace') : t.t('calendar.feed.make')}
          </Button>
          {exists ? (
            <Button variant="secondary" onClick={() => change.run('off')} disabled={change.isPending}>
              {t.t('calendar.feed.off')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
