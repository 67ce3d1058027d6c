import { getVisibleActions, isProctoringBlocked, type ContentState, type ContentType, type GradeRevealPolicy, type RetakeWindowUnit, type VisibleActions, type WorkflowState } from '@lp/domain';
import type { CourseState } from './course-state-repository.ts';

/** The details buttons for this course right now — the same answer the web draws (doc 2 §4). */
export function actionsFor(state: CourseState, featureFlags: Record<string, boolean>, now: Date): VisibleActions {
  return getVisibleActions(
    {
      activity: { type: state.activityType as ContentType, state: state.activityState as ContentState, supportReview: state.supportReview },
      access: {
        retake: state.retake,
        retakeWindow: state.retakeWindow,
        retakeWindowUnit: state.retakeWindowUnit as RetakeWindowUnit | null,
        availabilityDate: state.availabilityDate,
        availabilityEndDate: state.availabilityEndDate,
        gradeRevealPolicy: state.gradeRevealPolicy as GradeRevealPolicy | null,
        gradeRevealDate: state.gradeRevealDate,
      },
      lastObjectiveWorkflow: state.workflowId
        ? { state: state.workflowState as WorkflowState, finished: state.workflowFinished, protectResults: state.workflowProtect }
        : null,
      lastObjectiveRecord: state.recordId
        ? { passed: state.recordPassed, finished: state.recordFinished, protectResults: state.recordProtect }
        : null,
      proctoringBlocked: isProctoringBlocked(state.proctoringState === null ? null : { state: state.proctoringState }),
      // doc 2 §4: the retake window is behind a feature flag; off means no window applies.
      retakeWindowEnabled: featureFlags.retakeWindow === true,
    },
    now,
  );
}
