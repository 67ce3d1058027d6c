import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';

export function Component() {
  const t = useT();
  useDocumentTitle(t.t('catalog.title'));
  useBreadcrumbs([{ label: t.t('nav.catalog') }]);
  return (
    <>
      <h1>{t.t('catalog.title')}</h1>
      <EmptyState title={t.t('catalog.empty.title')} description={t.t('catalog.empty.text')} />
    </>
  );
}
