import { getErrorPageButton } from '@lp/domain';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';

/** doc 1 §6: learner-only users go back to My courses; everyone else to the content library (the root). */
export function ErrorPageButton() {
  const t = useT();
  // The user the shell loaded, never asked for again: a 401 page must not ask for the user it could not get (a loop).
  const user = useQuery({ ...currentUserQueryOptions(), enabled: false });
  if (getErrorPageButton(user.data?.roles ?? ['Learner']) === 'myCourses') {
    return <ButtonLink href="/courses">{t.t('pageError.goToMyCourses')}</ButtonLink>;
  }
  return <ButtonAnchor href="/">{t.t('pageError.goToContentLibrary')}</ButtonAnchor>;
}
