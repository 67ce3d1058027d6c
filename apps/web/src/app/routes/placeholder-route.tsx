import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Routes whose screens later work fills: a proper empty state until then. */
export function Component() {
  const t = useT();
  useDocumentTitle(t.t('pending.title'));
  return (
    <>
      <h1>{t.t('pending.title')}</h1>
      <EmptyState title={t.t('pending.title')} description={t.t('pending.text')} />
    </>
  );
}
