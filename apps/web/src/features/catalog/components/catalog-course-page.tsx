import type { ReactNode } from 'react';
import type { CatalogCourse } from '@lp/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CourseSummary } from '../../../components/course-summary/course-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';

/** doc 2 §2 /catalog/{objectiveId}: the course as the catalog shows it, with enrolment and, once enrolled, a way in. */
export function CatalogCoursePage({ course, enrolAction }: { course: CatalogCourse; enrolAction?: ReactNode }) {
  const t = useT();
  return (
    <CourseSummary
      objective={course.objective}
      actions={
        <>
          {enrolAction}
          {course.isEnrolled ? <ButtonLink href={paths.course.href(course.objective.id)}>{t.t('catalog.course.open')}</ButtonLink> : null}
        </>
      }
    />
  );
}
