import { ButtonLink } from './ui/button.tsx';
import { TitledErrorPage } from './titled-error-page.tsx';
import { useT } from '../lib/i18n.tsx';

/**
 * doc 1 §8: the 404 page's "Activity not found" variant, for a link to an activity the
 * course does not hold (an old link, a removed activity). It stands inside the course's
 * content, under the course's own heading, and names the document while it is shown.
 */
export function ActivityNotFound({ backHref }: { backHref: string }) {
  const t = useT();
  return (
    <TitledErrorPage
      code={404}
      title={t.t('pageError.activityNotFoundTitle')}
      text={t.t('courseContent.notFound.text')}
      action={<ButtonLink href={backHref}>{t.t('courseContent.notFound.back')}</ButtonLink>}
      headingLevel={2}
    />
  );
}
