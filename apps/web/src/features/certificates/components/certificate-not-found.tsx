import type { ReactNode } from 'react';
import { ErrorPage } from '../../../components/ui/error-page.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** A certificate number that names no certificate (of this learner, or at all for the public link). */
export function CertificateNotFound({ action }: { action?: ReactNode }) {
  const t = useT();
  useDocumentTitle(t.t('certificates.notFound.title'));
  return <ErrorPage code={404} title={t.t('certificates.notFound.title')} text={t.t('certificates.notFound.text')} action={action} />;
}
