import { useState, useSyncExternalStore } from 'react';
import { isSupportedBrowser } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import styles from './unsupported-browser-alert.module.css';

const unchanging = () => () => {};

/** doc 1 §2: browsers outside desktop Chrome, Safari, Edge and mobile Chrome, Safari see a dismissible alert. */
export function UnsupportedBrowserAlert() {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  // The server cannot tell the browser: its page has no alert, the browser adds one once it has taken the page over.
  const supported = useSyncExternalStore(
    unchanging,
    () => isSupportedBrowser(navigator.userAgent),
    () => true,
  );
  if (dismissed || supported) return null;
  return (
    <div className={styles.alert} role="alert">
      <span>{t.t('shell.unsupportedBrowser.text')}</span>
      <button type="button" className={styles.close} onClick={() => setDismissed(true)}>
        {t.t('common.close')}
      </button>
    </div>
  );
}
