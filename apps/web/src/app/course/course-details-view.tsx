import type { CourseDetails } from '@lp/contract';
import { readCourseState } from '../../lib/course-state.ts';
import { CourseCertificates } from '../../features/certificates/components/course-certificates.tsx';
import { CourseDetailsPage } from '../../features/course-details/components/course-details-page.tsx';
import { CourseActions } from '../../features/course-lifecycle/components/course-actions.tsx';

/**
 * The course page of doc 2 §2 put together: the details with the lifecycle's action
 * buttons and the learner's certificates (three features that do not know each other).
 */
export function CourseDetailsView({ details }: { details: CourseDetails }) {
  return (
    <CourseDetailsPage
      details={details}
      actions={<CourseActions details={details} />}
      certificates={<CourseCertificates objectiveId={details.objective.id} enabled={readCourseState(details).record !== null} />}
    />
  );
}
