import { useParams } from 'wouter';
import { ContentState } from '@lp/domain';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useCourseDetails } from '../../lib/api/get-course-details.ts';
import { CourseLoadError, CourseNotAvailable } from '../../features/course-details/components/course-load-error.tsx';
import { CatalogCourseView } from '../course/catalog-course-view.tsx';

/**
 * doc 2 §2 /catalog/{objectiveId}: the full course details of a catalog course, or of a
 * course the learner was given but never took up (doc 2 §4 Auto redirect lands here). The
 * course's load failures are those of the course page (doc 2 §8).
 */
export function Component() {
  const t = useT();
  const { objectiveId = '' } = useParams<{ objectiveId: string }>();
  const course = useCourseDetails(objectiveId);
  const details = course.data;
  if (!details) return course.isError ? <CourseLoadError error={course.error} /> : <LoaderOverlay label={t.t('shell.loading')} />;
  if (details.objective.activity.state === ContentState.archived) return <CourseNotAvailable archived />;
  return <CatalogCourseView details={details} />;
}
