import { ButtonLink } from './ui/button.tsx';
import { TitledErrorPage } from './titled-error-page.tsx';
import { useT } from '../lib/i18n.tsx';
import { TenantContact } from './tenant-contact.tsx';

/**
 * doc 2 §2, §8: the 404 page of a course: "Course is not available", with a way back to a list;
 * an archived course says it is no longer available and who to ask, not that access is lacking (issue 33 item 9).
 */
export function CourseUnavailable({ backHref, backLabel, archived = false }: { backHref: string; backLabel: string; archived?: boolean }) {
  const t = useT();
  return (
    <TitledErrorPage
      code={404}
      title={t.t(archived ? 'honest.archived.title' : 'courseUnavailable.title')}
      text={t.t(archived ? 'honest.archived.text' : 'courseUnavailable.text')}
      action={
        <>
          {archived ? <TenantContact /> : null}
          <ButtonLink href={backHref}>{backLabel}</ButtonLink>
        </>
      }
    />
  );
}
