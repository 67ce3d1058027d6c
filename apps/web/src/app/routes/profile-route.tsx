import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** doc 1 §2 /profile: the learner's profile with the personal info and preferred time zone tabs. */
export function Component() {
  const t = useT();
  const user = useCurrentUser();
  useDocumentTitle(t.t('profile.title'));
  useBreadcrumbs([{ label: t.t('profile.title') }]);
  // The shell has loaded the user before any route renders.
  if (!user.data) return <LoaderOverlay label={t.t('shell.loading')} />;
  return <ProfilePage user={user.data} />;
}
