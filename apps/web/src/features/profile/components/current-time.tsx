import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@lp/domain';
import { DATE_TIME_FORMAT } from '../../../lib/date-time.ts';
import { useRenderNow } from '../../../lib/drawn-clock.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './profile.module.css';

/** doc 2 §2, §9: the current date and time in the learner's zone, refreshed every 60 seconds. */
export function CurrentTime({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  // Taking over the page the server drew, the time it drew; then now, at once.
  const [now, setNow] = useState(useRenderNow());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={styles.field}>
      <dt>{t.t('profile.myProfile.currentTime')}</dt>
      <dd>
        <time dateTime={now.toISOString()}>
          {t.date(now, { ...DATE_TIME_FORMAT, timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) })}
        </time>
      </dd>
    </div>
  );
}
