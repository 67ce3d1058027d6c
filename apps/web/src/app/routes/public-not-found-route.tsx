import { ButtonLink } from '../../components/ui/button.tsx';
import { ErrorPage } from '../../components/ui/error-page.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The 404 page of the public area: no sign-in is asked for, the way back is the open catalog. */
export function Component() {
  const t = useT();
  useDocumentTitle(t.t('errors.page.code404Title'));
  return (
    <ErrorPage
      code={404}
      title={t.t('errors.page.code404Title')}
      action={<ButtonLink href={paths.openCatalog.href()}>{t.t('openCatalog.backToCatalog')}</ButtonLink>}
    />
  );
}
