import { getErrorPageButton } from '@lp/domain';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';

/** doc 1 §6: learner-only users go back to My courses; everyone else to the content library (the root). */
export function ErrorPageButton() {
  const t = useT();
  const user = useCurrentUser();
  if (getErrorPageButton(user.data?.roles ?? ['Learner']) === 'myCourses') {
    return <ButtonLink href="/courses">{t.t('errors.page.goToMyCourses')}</ButtonLink>;
  }
  return <ButtonAnchor href="/">{t.t('errors.page.goToContentLibrary')}</ButtonAnchor>;
}
