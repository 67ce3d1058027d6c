import { useId, useState } from 'react';
import { Link } from 'wouter';
import {
  filterWalletCertificates,
  getCertificateRetakeDeadline,
  getCertificateStatus,
  sortWalletCertificates,
  type CertificateSortKey,
  type CertificateStatusFilter,
} from '@lp/domain';
import type { WalletCertificate } from '@lp/contract/wallet';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useT } from '../../../lib/i18n.tsx';
import { courseCertificateHref } from '../lib/certificate-links.ts';
import { CertificateBadgeActions } from './certificate-badge-actions.tsx';
import { CertificateStatusText } from './certificate-status-text.tsx';
import styles from './certificate-wallet.module.css';
import shared from './certificates.module.css';

const STATUSES: CertificateStatusFilter[] = ['all', 'valid', 'expiring', 'expired', 'revoked'];
const SORTS: CertificateSortKey[] = ['issued', 'expiry', 'course'];

/**
 * Issue 13 "My certificates": every certificate of the learner, filtered by status and
 * sorted; an expiring one is highlighted and, when its course offers a retake now, offers
 * "Retake before {date}" (the course's details page, where "Start again" is).
 */
export function CertificateWallet({
  certificates,
  courseHref,
  now = new Date(),
}: {
  certificates: WalletCertificate[];
  courseHref: (objectiveId: string) => string;
  now?: Date;
}) {
  const t = useT();
  const ids = { status: useId(), sort: useId(), count: useId() };
  const [status, setStatus] = useState<CertificateStatusFilter>('all');
  const [sort, setSort] = useState<CertificateSortKey>('issued');
  if (certificates.length === 0)
    return <EmptyState title={t.t('certificates.wallet.empty.title')} description={t.t('certificates.wallet.empty.text')} />;
  const shown = sortWalletCertificates(filterWalletCertificates(certificates, status, now), sort, t.locale);
  return (
    <div className={styles.wallet}>
      <div className={styles.controls}>
        <label htmlFor={ids.status}>{t.t('certificates.wallet.filter')}</label>
        <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as CertificateStatusFilter)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.t(s === 'all' ? 'certificates.wallet.filter.all' : `certificates.status.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.sort}>{t.t('certificates.wallet.sort')}</label>
        <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as CertificateSortKey)}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t.t(`certificates.wallet.sort.${s}`)}
            </option>
          ))}
        </select>
        <p id={ids.count} role="status" className={styles.count}>
          {t.t('certificates.wallet.count', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p>{t.t('certificates.wallet.noMatch')}</p>
      ) : (
        <ul className={styles.list} aria-describedby={ids.count}>
          {shown.map((certificate) => (
            <WalletItem key={certificate.id} certificate={certificate} courseHref={courseHref} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WalletItem({
  certificate,
  courseHref,
  now,
}: {
  certificate: WalletCertificate;
  courseHref: (objectiveId: string) => string;
  now: Date;
}) {
  const t = useT();
  const titleId = useId();
  const status = getCertificateStatus(certificate, now);
  const retakeBefore = getCertificateRetakeDeadline(certificate, now);
  return (
    <li className={`${styles.item} ${styles[status]}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Link
          href={courseCertificateHref(certificate.objectiveId, certificate.certificateNumber)}
          dir={certificate.certificateTemplate?.name ? 'auto' : undefined}
        >
          {certificate.certificateTemplate?.name ?? t.t('certificates.defaultName')}
        </Link>
      </h2>
      <p className={styles.course} dir="auto">
        {certificate.objectiveName}
      </p>
      <dl className={shared.facts}>
        <div>
          <dt>{t.t('certificates.status')}</dt>
          <dd>
            <CertificateStatusText status={status} />
          </dd>
        </div>
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
          <dd>
            {certificate.expirationDate ? (
              <time dateTime={certificate.expirationDate}>{formatDate(t, certificate.expirationDate)}</time>
            ) : (
              t.t('certificates.noExpiry')
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {retakeBefore ? (
          <ButtonLink href={courseHref(certificate.objectiveId)}>
            {t.t('certificates.wallet.retake', { date: formatDate(t, retakeBefore) })}
          </ButtonLink>
        ) : null}
        <CertificateBadgeActions certificate={certificate} />
      </div>
    </li>
  );
}
