import type { CertificateStatus } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import styles from './certificate-wallet.module.css';

/** A certificate's status in words (never by colour alone): valid, expires soon, expired; `line` says "Status: …". */
export function CertificateStatusText({ status, line = false }: { status: CertificateStatus; line?: boolean }) {
  const t = useT();
  const word = t.t(`certificates.status.${status}`);
  return (
    <span className={`${styles.status} ${styles[`status-${status}`]}`}>
      {line ? t.t('certificates.statusLine', { status: word }) : word}
    </span>
  );
}
