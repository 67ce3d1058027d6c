import { useId } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useCertificateRecords } from '../api/get-certificate-records.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { CertificateSummary } from './certificate-summary.tsx';
import styles from './certificates.module.css';

/** doc 2 §2, §4 Certificates: one is shown as is; more than one as an accordion (native <details>), the newest open. */
export function CourseCertificates({ objectiveId, enabled }: { objectiveId: string; enabled: boolean }) {
  const t = useT();
  const headingId = useId();
  const certificates = useCertificateRecords(objectiveId, enabled);
  const list = certificates.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t.t('certificates.title')}</h2>
      {list.length === 1 ? (
        <CertificateSummary certificate={list[0]!} />
      ) : (
        <div className={styles.accordion}>
          {list.map((certificate, index) => (
            <details key={certificate.id} className={styles.item} open={index === 0}>
              <summary>
                {t.t('certificates.summary', {
                  name: certificate.certificateTemplate?.name ?? t.t('certificates.defaultName'),
                  date: formatDate(t, certificate.created),
                })}
              </summary>
              <CertificateSummary certificate={certificate} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
