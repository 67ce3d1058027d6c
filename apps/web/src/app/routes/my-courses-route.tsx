import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';

export function Component() {
  const t = useT();
  const config = useRuntimeConfig();
  useDocumentTitle(t.t('myCourses.title'));
  useBreadcrumbs([{ label: t.t('nav.courses') }]);
  return (
    <>
      <h1>{t.t('myCourses.title')}</h1>
      <EmptyState
        title={t.t('myCourses.empty.title')}
        description={t.t(config.navigation.catalog ? 'myCourses.empty.text' : 'myCourses.empty.textNoCatalog')}
        action={config.navigation.catalog ? <ButtonLink href="/catalog">{t.t('myCourses.empty.toCatalog')}</ButtonLink> : undefined}
      />
    </>
  );
}
