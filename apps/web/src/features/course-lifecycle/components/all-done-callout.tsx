import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './lifecycle.module.css';

/**
 * Every required activity is done (issue 33): the call to hand the course in, on the details
 * page and at the end of the last activity. The button opens the usual confirmation.
 */
export function AllDoneCallout({ onSubmit, busy }: { onSubmit: () => void; busy: boolean }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.callout} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.calloutTitle}>
        <span aria-hidden="true">✓ </span>
        {t.t('submit.allDone.title')}
      </h2>
      <p>{t.t('submit.allDone.text')}</p>
      <div>
        <Button {...(busy ? { 'aria-disabled': true as const } : {})} onClick={() => !busy && onSubmit()}>
          {t.t('submit.allDone.submit')}
        </Button>
      </div>
    </section>
  );
}
