import { useT } from '../../lib/i18n.tsx';
import styles from './skip-link.module.css';

export function SkipLink() {
  const t = useT();
  return (
    <a
      className={styles.skip}
      href="#main"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t.t('shell.skipToMain')}
    </a>
  );
}
