import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ButtonLink } from './ui/button.tsx';
import { ErrorPage } from './ui/error-page.tsx';

/**
 * What stands in the place of a page-sized fragment (the dashboard, the calendar) whose code
 * failed: its own title, what happened, and the way to My courses — the shell and its
 * navigation go on working (doc 1 §1, §8; decision 0029).
 */
export function FragmentUnavailablePage({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <ErrorPage
      title={title}
      text={t.t('fragment.unavailable')}
      action={<ButtonLink href={paths.courses.href()}>{t.t('pageError.goToMyCourses')}</ButtonLink>}
    />
  );
}
