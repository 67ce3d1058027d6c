import type { CourseDetails } from '@lp/contract';
import { getDetailsAutoRedirect } from '@lp/domain';
import { readCourseState } from '../../../lib/course-state.ts';

/**
 * doc 2 §4 Auto redirect from details: the catalog page for a course that is not
 * mandatory, not self-enrolled, never started and not archived; else null.
 */
export function getCourseCatalogRedirect(details: CourseDetails): string | null {
  const state = readCourseState(details);
  const redirect = getDetailsAutoRedirect({
    objectiveId: state.objectiveId,
    isPublicView: false,
    isMandatory: details.objectiveAccess?.isMandatory ?? false,
    isSelfEnrolled: Boolean(details.objectiveAccess?.isSelfEnrolled || details.objectiveWorkflowAggregate?.isSelfEnrolled),
    activityState: state.activity.state,
    lastObjectiveWorkflow: state.workflow,
    lastObjectiveRecord: state.record,
  });
  return redirect?.kind === 'catalog' ? redirect.path : null;
}
