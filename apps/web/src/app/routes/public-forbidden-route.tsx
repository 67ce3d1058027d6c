import { ButtonAnchor } from '../../components/ui/button.tsx';
import { TitledErrorPage } from '../../components/titled-error-page.tsx';
import { SIGN_OUT_URL } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';

/**
 * The 403 page without a session (issue 31, decision 0053): where the sign-in sends a person
 * the issuer knows and the import does not. It asks for nothing that needs a session; its way
 * out ends the session at the issuer, so that another account can sign in next.
 */
export function Component() {
  const t = useT();
  return (
    <TitledErrorPage
      code={403}
      title={t.t('pageError.code403Title')}
      text={t.t('pageError.code403SignedOutText')}
      action={<ButtonAnchor href={SIGN_OUT_URL}>{t.t('shell.userMenu.signOut')}</ButtonAnchor>}
    />
  );
}
