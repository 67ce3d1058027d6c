import { useEffect } from 'react';
import { CourseUnavailable } from '../../../components/course-unavailable.tsx';
import { TitledErrorPage } from '../../../components/titled-error-page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';

/** doc 2 §8: these answers to the course load mean the learner may not open the course. */
export const isCourseAccessError = (error: unknown) => error instanceof ApiError && [400, 401, 403, 404].includes(error.status);

/** The server's word that the course was archived (a 404 with `errors.reason` 'archived', issue 33 item 9). */
export const isArchivedCourseError = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.body?.errors.reason?.[0] === 'archived';

/** "Course is not available" (or, archived, "no longer available") with the way back to My courses (doc 2 §2 404 page, §8). */
export function CourseNotAvailable({ archived = false }: { archived?: boolean }) {
  const t = useT();
  return <CourseUnavailable backHref={paths.courses.href()} backLabel={t.t('pageError.goToMyCourses')} archived={archived} />;
}

/**
 * doc 2 §8 Course load failures: access answers show the not-available page; anything else
 * a toast ("Internal error…" for a 500, "Unknown error…" otherwise) over a generic page.
 */
export function CourseLoadError({ error }: { error: unknown }) {
  const t = useT();
  const toast = useToast();
  const internal = error instanceof ApiError && error.status === 500;
  const access = isCourseAccessError(error);
  useEffect(() => {
    if (!access) toast('critical', t.t(internal ? '_errors.internal' : '_errors.unknown'));
  }, [access, internal, t, toast]);
  if (access) return <CourseNotAvailable archived={isArchivedCourseError(error)} />;
  return (
    <TitledErrorPage
      title={t.t('pageError.genericTitle')}
      text={t.t(internal ? '_errors.internal' : '_errors.unknown')}
      action={<ButtonLink href={paths.courses.href()}>{t.t('pageError.goToMyCourses')}</ButtonLink>}
    />
  );
}
