import { useParams } from 'wouter';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import styles from './certificate-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCertificateRecord } from '../../features/certificates/api/get-certificate-records.ts';
import { CertificateNotFound } from '../../features/certificates/components/certificate-not-found.tsx';
import { CertificateBadgeActions } from '../../features/certificates/components/certificate-badge-actions.tsx';
import { CertificatePreview } from '../../features/certificates/components/certificate-preview.tsx';
import { CourseLoadError } from '../../features/course-details/components/course-load-error.tsx';

/** doc 2 §2 /courses/{objectiveId}/certificate/{certificateNumber}: one of the learner's certificates. */
export function Component() {
  const t = useT();
  const { objectiveId = '', certificateNumber = '' } = useParams<{ objectiveId: string; certificateNumber: string }>();
  const certificate = useCertificateRecord(certificateNumber);
  const record = certificate.data;
  const courseName = record?.objectiveName;
  useDocumentTitle(record ? t.t('certificates.pageTitle', { number: record.certificateNumber }) : t.t('certificates.title'));
  useBreadcrumbs([
    { label: t.t('nav.courses'), href: paths.courses.href() },
    ...(courseName ? [{ label: courseName, href: paths.courseDetails.href(objectiveId) }] : []),
    { label: t.t('certificates.breadcrumb') },
  ]);

  if (certificate.isPending) return <LoaderOverlay label={t.t('shell.loading')} />;
  if (certificate.isError) return <CourseLoadError error={certificate.error} />;
  if (!record || record.objectiveId !== objectiveId) {
    return (
      <CertificateNotFound
        action={<ButtonLink href={paths.courseDetails.href(objectiveId)}>{t.t('certificates.backToCourse')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.screen}>
      <CertificatePreview certificate={record} />
      <CertificateBadgeActions certificate={record} />
    </div>
  );
}
