import type { CourseDetails, RecordSummary, WorkflowSummary } from '@lp/contract';
import { ContentType, WorkflowState, type ContentState, type CourseFacts } from '@lp/domain';

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

/** What the details answer carries for the action buttons, as the domain's `toCourseActionsInput` reads it (the server reads the same from its rows). */
export function courseFacts(details: CourseDetails): CourseFacts {
  const aggregate = details.objectiveWorkflowAggregate;
  return {
    activity: details.objective.activity,
    access: details.objectiveAccess,
    lastObjectiveWorkflow: aggregate?.lastObjectiveWorkflow ?? null,
    lastObjectiveRecord: aggregate?.lastObjectiveRecord ?? null,
    lastProctoringSession: details.lastProctoringSession,
  };
}
