import { useParams } from 'wouter';
import { TitledErrorPage } from '../../components/titled-error-page.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import styles from './certificate-page.module.css';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePublicCertificate } from '../../features/certificates/api/get-public-certificate.ts';
import { CertificateNotFound } from '../../features/certificates/components/certificate-not-found.tsx';
import { CertificatePreview } from '../../features/certificates/components/certificate-preview.tsx';
import { VerifyCredentialForm } from '../../features/certificates/components/verify-credential-form.tsx';

/**
 * doc 1 §1, doc 2 §2 /learn/certificate/{certificateNumber}: the public share link, no sign-in,
 * no menu; with its status and the check of a pasted Open Badges credential (issue 13).
 */
export function Component() {
  const t = useT();
  const { certificateNumber = '' } = useParams<{ certificateNumber: string }>();
  const certificate = usePublicCertificate(certificateNumber);
  const record = certificate.data;
  useDocumentTitle(record ? t.t('certificates.pageTitle', { number: record.certificateNumber }) : t.t('certificates.title'));

  if (certificate.isPending) return <LoaderOverlay label={t.t('shell.loading')} />;
  if (certificate.error instanceof ApiError && certificate.error.status < 500) return <CertificateNotFound />;
  if (certificate.isError) return <TitledErrorPage title={t.t('pageError.genericTitle')} text={t.t('pageError.genericText')} />;
  return (
    <div className={styles.screen}>
      <CertificatePreview certificate={record!} />
      <VerifyCredentialForm />
    </div>
  );
}
