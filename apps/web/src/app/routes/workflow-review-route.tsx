import { useParams } from 'wouter';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCourseDetails } from '../../lib/api/get-course-details.ts';
import { readCourseState } from '../../lib/course-state.ts';
import { useT } from '../../lib/i18n.tsx';
import { CourseLoadError, CourseNotAvailable } from '../../features/course-details/components/course-load-error.tsx';
import { WorkflowReview } from '../../features/tool-activities/components/workflow-review.tsx';

/** A launch the server does not find (no such activity workflow in the learner's run) is the course's 404 page. */
const notFoundPage = (error: unknown) => (error instanceof ApiError && error.status === 404 ? <CourseNotAvailable /> : undefined);

/** doc 2 §2 /courses/{objectiveId}/workflow/{workflowId}/view: the tool's review of an activity of the learner's run. */
export function Component() {
  const t = useT();
  const { objectiveId = '', workflowId = '' } = useParams<{ objectiveId: string; workflowId: string }>();
  const course = useCourseDetails(objectiveId);
  if (course.isError) return <CourseLoadError error={course.error} />;
  if (course.isPending) return <LoaderOverlay label={t.t('workflowReview.loading')} />;
  return (
    <WorkflowReview
      objectiveId={objectiveId}
      courseName={course.data.objective.name}
      objectiveWorkflowId={readCourseState(course.data).workflow?.id ?? null}
      activityWorkflowId={workflowId}
      renderError={notFoundPage}
    />
  );
}
