import { Redirect, useParams, useSearchParams } from 'wouter';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useCourseDetails } from '../../lib/api/get-course-details.ts';
import { CourseLoadError } from '../../features/course-details/components/course-load-error.tsx';
import { useRedirectorTarget } from '../../features/course-content/hooks/use-redirector-target.ts';

/**
 * doc 2 §2 /courses/redirect/{objectiveId}?objectiveId&activityId&activityPathId&inProctoringIframe:
 * sends the learner to the content or the details of the right activity.
 */
export function Component() {
  const t = useT();
  const params = useParams<{ objectiveId: string }>();
  const [search] = useSearchParams();
  const objectiveId = params.objectiveId || search.get('objectiveId') || '';
  const course = useCourseDetails(objectiveId);
  const target = useRedirectorTarget(course.data);
  if (course.isError) return <CourseLoadError error={course.error} />;
  if (target.kind === 'pending') return <LoaderOverlay label={t.t('redirector.loading')} />;
  return <Redirect replace to={target.path} />;
}
