import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { TitledErrorPage } from '../../components/titled-error-page.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCertificateWallet } from '../../features/certificates/api/get-certificate-wallet.ts';
import { CertificateWallet } from '../../features/certificates/components/certificate-wallet.tsx';
import styles from './certificate-page.module.css';

/** Issue 13 /learn/certificates "My certificates": the learner's certificate wallet (decision 0023). */
export function Component() {
  const t = useT();
  const title = t.t('certificates.wallet.title');
  useDocumentTitle(title);
  useBreadcrumbs([{ label: title }]);
  const wallet = useCertificateWallet();
  if (wallet.isPending) return <LoaderOverlay label={t.t('shell.loading')} />;
  if (wallet.isError) return <TitledErrorPage title={t.t('pageError.genericTitle')} text={t.t('pageError.genericText')} />;
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{title}</h1>
      <CertificateWallet certificates={wallet.data} courseHref={paths.courseDetails.href} />
    </div>
  );
}
