import type { CourseDetails, RecordSummary, WorkflowSummary } from '@lp/contract';
import {
  ContentType,
  isProctoringBlocked,
  WorkflowState,
  type ContentState,
  type CourseActionsInput,
  type GradeRevealPolicy,
  type RetakeWindowUnit,
} from '@lp/domain';

/** The contract sends states and policies as plain numbers and strings; these are their domain types (doc 1 §3). */
export interface CourseState {
  objectiveId: string;
  aggregateId: string | null;
  workflow: (WorkflowSummary & { state: WorkflowState }) | null;
  record: RecordSummary | null;
  activity: { type: ContentType; state: ContentState; supportReview: boolean };
  isLti: boolean;
  /** A result with no run behind it: imported from another platform (doc 2 §4). */
  importedResult: boolean;
  /** The state the status label and grade rules read: an imported result counts as finished. */
  effectiveState: WorkflowState | null;
}

export function readCourseState(details: CourseDetails): CourseState {
  const aggregate = details.objectiveWorkflowAggregate;
  const workflow = (aggregate?.lastObjectiveWorkflow ?? null) as CourseState['workflow'];
  const record = aggregate?.lastObjectiveRecord ?? null;
  const { activity } = details.objective;
  const importedResult = workflow === null && record !== null;
  return {
    objectiveId: details.objective.id,
    aggregateId: aggregate?.id ?? null,
    workflow,
    record,
    activity: { type: activity.type as ContentType, state: activity.state as ContentState, supportReview: activity.supportReview },
    isLti: activity.type === ContentType.lti,
    importedResult,
    effectiveState: workflow?.state ?? (importedResult ? WorkflowState.finished : null),
  };
}

/** The input of `getVisibleActions` for this course (doc 2 §4 Details action buttons). */
export function toCourseActionsInput(details: CourseDetails, retakeWindowEnabled: boolean): CourseActionsInput {
  const state = readCourseState(details);
  const access = details.objectiveAccess;
  return {
    activity: state.activity,
    access: {
      retake: access?.retake ?? null,
      retakeWindow: access?.retakeWindow ?? null,
      retakeWindowUnit: (access?.retakeWindowUnit ?? null) as RetakeWindowUnit | null,
      availabilityDate: access?.availabilityDate ?? null,
      availabilityEndDate: access?.availabilityEndDate ?? null,
      gradeRevealPolicy: (access?.gradeRevealPolicy ?? null) as GradeRevealPolicy | null,
      gradeRevealDate: access?.gradeRevealDate ?? null,
    },
    lastObjectiveWorkflow: state.workflow,
    lastObjectiveRecord: state.record,
    // doc 2 §4 Availability: the same rule the server enforces on start, submit and finish.
    proctoringBlocked: isProctoringBlocked(details.lastProctoringSession),
    retakeWindowEnabled,
  };
}
