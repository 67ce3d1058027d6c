import type { ReactNode } from 'react';
import { TitledErrorPage } from '../../../components/titled-error-page.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** A certificate number that names no certificate (of this learner, or at all for the public link). */
export function CertificateNotFound({ action }: { action?: ReactNode }) {
  const t = useT();
  return <TitledErrorPage code={404} title={t.t('certificates.notFound.title')} text={t.t('certificates.notFound.text')} action={action} />;
}
