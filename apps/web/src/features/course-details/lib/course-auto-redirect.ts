import type { CourseDetails } from '@lp/contract';
import { getDetailsAutoRedirect } from '@lp/domain';
import { readCourseState } from '../../../lib/course-state.ts';

/** doc 2 §4 Auto redirect from details, for the signed-in course page or the public one. */
function detailsRedirect(details: CourseDetails, isPublicView: boolean) {
  const state = readCourseState(details);
  return getDetailsAutoRedirect({
    objectiveId: state.objectiveId,
    isPublicView,
    isMandatory: details.objectiveAccess?.isMandatory ?? false,
    isSelfEnrolled: Boolean(details.objectiveAccess?.isSelfEnrolled || details.objectiveWorkflowAggregate?.isSelfEnrolled),
    activityState: state.activity.state,
    lastObjectiveWorkflow: state.workflow,
    lastObjectiveRecord: state.record,
  });
}

/** The catalog page for a course that is not mandatory, not self-enrolled, never started and not archived; else null. */
export function getCourseCatalogRedirect(details: CourseDetails): string | null {
  const redirect = detailsRedirect(details, false);
  return redirect?.kind === 'catalog' ? redirect.path : null;
}

/** The public view of a course the signed-in visitor has a run of or self-enrolled in: its course page; else null. */
export function getPublicViewRedirect(details: CourseDetails): string | null {
  const redirect = detailsRedirect(details, true);
  return redirect?.kind === 'coursePage' ? redirect.path : null;
}
