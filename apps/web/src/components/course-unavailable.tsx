import { ButtonLink } from './ui/button.tsx';
import { TitledErrorPage } from './titled-error-page.tsx';
import { useT } from '../lib/i18n.tsx';

/** doc 2 §2, §8: the 404 page of a course: "Course is not available", with a way back to a list. */
export function CourseUnavailable({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const t = useT();
  return (
    <TitledErrorPage
      code={404}
      title={t.t('courseUnavailable.title')}
      text={t.t('courseUnavailable.text')}
      action={<ButtonLink href={backHref}>{backLabel}</ButtonLink>}
    />
  );
}
