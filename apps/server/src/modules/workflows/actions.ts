import { getVisibleActions, toCourseActionsInput, type VisibleActions } from '@lp/domain';
import type { CourseState } from './course-state-repository.ts';

/** The details buttons for this course right now — the same answer the web draws (doc 2 §4), from the same input. */
export function actionsFor(state: CourseState, featureFlags: Record<string, boolean>, now: Date): VisibleActions {
  const course = {
    activity: { type: state.activityType, state: state.activityState, supportReview: state.supportReview },
    access: state.access,
    lastObjectiveWorkflow: state.workflowId ? { state: state.workflowState!, finished: state.workflowFinished, protectResults: state.workflowProtect } : null,
    lastObjectiveRecord: state.recordId ? { passed: state.recordPassed, finished: state.recordFinished, protectResults: state.recordProtect } : null,
    lastProctoringSession: state.proctoringState === null ? null : { state: state.proctoringState },
  };
  return getVisibleActions(toCourseActionsInput(course, featureFlags), now);
}
