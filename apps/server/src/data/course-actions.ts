import { getVisibleActions, toCourseActionsInput, type VisibleActions } from '@lp/domain';
import type { CourseState } from './course-states.ts';

/** The details buttons for this course right now — the same answer the web draws (doc 2 §4), from the same input. */
export function actionsFor(state: CourseState, featureFlags: Record<string, boolean>, now: Date): VisibleActions {
  const course = {
    activity: { type: state.act_type, state: state.act_state, supportReview: state.act_support_review },
    access: state.access,
    lastObjectiveWorkflow: state.w_id
      ? { state: state.w_state!, finished: state.w_finished, protectResults: state.w_protect_results }
      : null,
    lastObjectiveRecord: state.r_id
      ? { passed: state.r_passed, finished: state.r_finished, protectResults: state.r_protect_results }
      : null,
    lastProctoringSession: state.ps_state === null ? null : { state: state.ps_state },
  };
  return getVisibleActions(toCourseActionsInput(course, featureFlags), now);
}
