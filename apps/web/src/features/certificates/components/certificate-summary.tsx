import { Link } from 'wouter';
import type { CertificateRecordView } from '@lp/contract';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { ShareLink } from '../../../components/share-link.tsx';
import { certificateShareUrl, externalCertificateHref, courseCertificateHref, isCertificateExpired } from '../lib/certificate-links.ts';
import styles from './certificates.module.css';

/**
 * One certificate on the details page: number, issue and expiry dates, the certificate view,
 * the external copy when there is one, and the share link. The PDF and PNG files are not
 * linked: they may not be served yet.
 */
export function CertificateSummary({ certificate, now = new Date() }: { certificate: CertificateRecordView; now?: Date }) {
  const t = useT();
  const externalHref = externalCertificateHref(certificate.externalUrl, useRuntimeConfig().environment);
  const expired = isCertificateExpired(certificate.expirationDate, now);
  return (
    <div className={styles.summary}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.t('certificates.number')}</dt>
          <dd dir="auto">{certificate.certificateNumber}</dd>
        </div>
        <div>
          <dt>{t.t('certificates.issued')}</dt>
          <dd>
            <time dateTime={certificate.created}>{formatDate(t, certificate.created)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.t('certificates.expiry')}</dt>
          <dd className={expired ? styles.expired : undefined}>
            {certificate.expirationDate
              ? t.t(expired ? 'certificates.expiredOn' : 'certificates.validUntil', { date: formatDate(t, certificate.expirationDate) })
              : t.t('certificates.noExpiry')}
          </dd>
        </div>
      </dl>
      <div className={styles.links}>
        <Link href={courseCertificateHref(certificate.objectiveId, certificate.certificateNumber)}>
          {t.t('certificates.view', { number: certificate.certificateNumber })}
        </Link>
        {externalHref ? (
          <a href={externalHref} target="_blank" rel="noreferrer noopener">
            {t.t('certificates.openExternal')}
          </a>
        ) : null}
      </div>
      <ShareLink url={certificateShareUrl(certificate.certificateNumber)} label={t.t('certificates.copyLink')} />
    </div>
  );
}
