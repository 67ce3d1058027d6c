import { useId, type ReactNode } from 'react';
import type { CertificateRecordView } from '@lp/contract';
import { getCertificateStatus, getResultStatus } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config-context.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { ScoreText } from '../../../components/score-text.tsx';
import { ShareLink } from '../../../components/share-link.tsx';
import { certificateShareUrl, externalCertificateHref, isCertificateExpired } from '../lib/certificate-links.ts';
import { CertificateFiles } from './certificate-files.tsx';
import { CertificateStatusText } from './certificate-status-text.tsx';
import styles from './certificates.module.css';

export type CertificateForPreview = Omit<CertificateRecordView, 'userId'>;

/**
 * The certificate preview (doc 1 §3 Certificate preview labels): student, course name,
 * course code, certificate ID, score, completion date, expiry date, grade, description;
 * with the external copy when there is one and the share link. While the course's grade
 * is withheld (getResultStatus, as on the card and the details) one "Result: not shown"
 * row takes the place of the score and the grade, here and on the public page alike.
 */
export function CertificatePreview({ certificate, now = new Date() }: { certificate: CertificateForPreview; now?: Date }) {
  const t = useT();
  const externalHref = externalCertificateHref(certificate.externalUrl, useRuntimeConfig().environment);
  const titleId = useId();
  const record = certificate.objectiveRecord;
  const completed = record?.finished ?? certificate.created;
  const expired = isCertificateExpired(certificate.expirationDate, now);
  const status = getCertificateStatus(certificate, now);
  const hidden = record !== null && getResultStatus(record) === 'hidden';
  const rows: [string, ReactNode][] = [
    [t.t('certificates.student'), certificate.holderName ? <span dir="auto">{certificate.holderName}</span> : null],
    [t.t('certificates.courseName'), certificate.objectiveName ? <span dir="auto">{certificate.objectiveName}</span> : null],
    [t.t('certificates.courseCode'), certificate.objectiveCode ? <span dir="auto">{certificate.objectiveCode}</span> : null],
    [t.t('certificates.number'), <span dir="auto">{certificate.certificateNumber}</span>],
    [t.t('certificates.result'), hidden ? t.t('certificates.resultHidden') : null],
    [t.t('certificates.score'), record && !hidden && record.normalizedScore !== null ? <ScoreText record={record} /> : null],
    [t.t('certificates.completionDate'), <time dateTime={completed}>{formatDate(t, completed)}</time>],
    [
      t.t('certificates.expiry'),
      certificate.expirationDate ? (
        <span className={expired ? styles.expired : undefined}>
          {t.t(expired ? 'certificates.expiredOn' : 'certificates.validUntil', { date: formatDate(t, certificate.expirationDate) })}
        </span>
      ) : (
        t.t('certificates.noExpiry')
      ),
    ],
    [t.t('certificates.grade'), hidden || !record?.grade ? null : <bdi>{record.grade}</bdi>],
    [
      t.t('certificates.description'),
      certificate.certificateTemplate?.description ? <span dir="auto">{certificate.certificateTemplate.description}</span> : null,
    ],
    [
      t.t('certificates.revoked'),
      certificate.revokedAt ? <time dateTime={certificate.revokedAt}>{formatDate(t, certificate.revokedAt)}</time> : null,
    ],
    [t.t('certificates.revocationReason'), certificate.revocationReason ? <span dir="auto">{certificate.revocationReason}</span> : null],
  ];
  return (
    <article className={styles.preview} aria-labelledby={titleId}>
      <h1 id={titleId} dir={certificate.certificateTemplate?.name ? 'auto' : undefined}>
        {certificate.certificateTemplate?.name ?? t.t('certificates.defaultName')}
      </h1>
      {/* Issue 13: valid, expires soon, expired or revoked, in words, beside the spec's labels (decision 0023). */}
      <p className={styles.status}>
        <CertificateStatusText status={status} line />
      </p>
      <dl className={styles.previewFacts}>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {externalHref ? (
        <p>
          <a href={externalHref} target="_blank" rel="noreferrer noopener">
            {t.t('certificates.openExternal')}
          </a>
        </p>
      ) : null}
      <ShareLink url={certificateShareUrl(certificate.certificateNumber)} label={t.t('certificates.copyLink')} />
      <CertificateFiles
        pdfUrl={certificate.certificatePdfUrl}
        pngUrl={certificate.certificatePngUrl}
        holderName={certificate.holderName ?? null}
        number={certificate.certificateNumber}
      />
    </article>
  );
}
