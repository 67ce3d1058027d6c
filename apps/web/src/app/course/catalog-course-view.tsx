import type { CourseDetails } from '@lp/contract';
import { ButtonLink } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n.tsx';
import { readCourseState } from '../../lib/course-state.ts';
import { CourseCertificates } from '../../features/certificates/components/course-certificates.tsx';
import { CourseDetailsPage } from '../../features/course-details/components/course-details-page.tsx';
import { useRefreshCourse } from '../../features/course-lifecycle/api/refresh-course.ts';
import { CourseActions } from '../../features/course-lifecycle/components/course-actions.tsx';
import { EnrolButton } from '../../features/enrolment/components/enrol-button.tsx';

/**
 * doc 2 §2 /catalog/{objectiveId}: the course details screen as a learner who has not taken
 * the course up sees it, under the catalog. Beside the lifecycle's buttons (Start enrols
 * first, doc 2 §4 Self-enrolment), "Add to my courses" becomes a disabled "Enrolled", and
 * a course in My courses gets a way in. A course the learner can neither enrol in nor holds
 * an enrolment of shows no action: the server would refuse its start.
 */
export function CatalogCourseView({ details }: { details: CourseDetails }) {
  const t = useT();
  const refresh = useRefreshCourse();
  const objectiveId = details.objective.id;
  const enrolment =
    details.selfEnrollment || details.isEnrolled ? (
      <EnrolButton objectiveAccessId={objectiveId} enrolled={details.isEnrolled} onEnrolled={() => void refresh()} />
    ) : null;
  const open = details.isEnrolled ? <ButtonLink href={paths.course.href(objectiveId)}>{t.t('catalog.course.open')}</ButtonLink> : null;
  return (
    <CourseDetailsPage
      details={details}
      parent={{ label: t.t('nav.catalog'), href: paths.catalog.href() }}
      actions={
        details.objectiveAccess || details.selfEnrollment ? (
          <CourseActions details={details}>
            {enrolment}
            {open}
          </CourseActions>
        ) : (
          open
        )
      }
      certificates={<CourseCertificates objectiveId={objectiveId} enabled={readCourseState(details).record !== null} />}
    />
  );
}
