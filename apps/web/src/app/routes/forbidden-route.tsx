import { StatusErrorPage } from '../../features/errors/components/status-error-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/i18n.tsx';

export function Component() {
  const t = useT();
  useDocumentTitle(t.t('errors.page.code403Title'));
  return <StatusErrorPage status={403} />;
}
