import type { CurrentUser } from '@lp/contract';
import * as sessionRoutes from '@lp/contract/routes/session';
import { call } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../../components/ui/button.tsx';
import styles from './impersonation-banner.module.css';

/** doc 1 §2, §6: shown while an administrator acts as another user, with the way back. */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const t = useT();
  const stop = async () => {
    await call(sessionRoutes.stopImpersonation, { body: {} });
    window.location.assign('/learn/');
  };
  return (
    <div className={styles.banner} role="region" aria-label={t.t('shell.impersonation.label')}>
      <span>{t.t('shell.impersonation.text', { user: user.name, impersonator: user.impersonator?.name ?? '' })}</span>
      <Button variant="secondary" onClick={stop}>
        {t.t('shell.impersonation.signOut')}
      </Button>
    </div>
  );
}
