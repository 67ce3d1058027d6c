import { ButtonLink } from '../../components/ui/button.tsx';
import { TitledErrorPage } from '../../components/titled-error-page.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';

/** The 404 page of the public area: no sign-in is asked for, the way back is the open catalog. */
export function Component() {
  const t = useT();
  return (
    <TitledErrorPage
      code={404}
      title={t.t('pageError.code404Title')}
      action={<ButtonLink href={paths.openCatalog.href()}>{t.t('openCatalog.backToCatalog')}</ButtonLink>}
    />
  );
}
