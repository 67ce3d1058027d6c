import { isRunFinished } from './lifecycle.ts';
import { CourseProgress, WorkflowState } from './enums.ts';
import type { ObjectiveRecordSummary, ObjectiveWorkflowSummary } from './types.ts';

export interface CourseProgressInput {
  readonly lastObjectiveWorkflow: Pick<ObjectiveWorkflowSummary, 'state'> | null | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
}

/**
 * Course progress on the lists (doc 1 §4).
 * The spec names inProgress, inGrading and gradingApproved as in progress and finished as
 * completed, and is silent on submitted and graded: both are runs the learner has handed
 * in but whose result is not final yet, so they count as in progress too. Every
 * unfinished run is therefore in progress, and the list filter partitions all courses.
 */
export function getCourseProgress(course: CourseProgressInput): CourseProgress {
  const workflow = course.lastObjectiveWorkflow;
  if (workflow) {
    return isRunFinished(workflow.state) ? CourseProgress.completed : CourseProgress.inProgress;
  }
  // No run on this platform but a record: an imported result counts as completed.
  return course.lastObjectiveRecord ? CourseProgress.completed : CourseProgress.notStarted;
}

/** Every state a run can be in, in the enum's order. */
const RUN_STATES = Object.values(WorkflowState);

/**
 * The last-workflow states that make up each progress value, for translating the list's
 * courseProgress filter into a query. notStarted has none (no workflow and no record);
 * completed also takes courses with a record and no workflow.
 */
export function getWorkflowStatesForProgress(progress: CourseProgress): readonly WorkflowState[] {
  switch (progress) {
    case CourseProgress.notStarted:
      return [];
    case CourseProgress.inProgress:
      return RUN_STATES.filter((state) => !isRunFinished(state));
    case CourseProgress.completed:
      return RUN_STATES.filter(isRunFinished);
  }
}

/** doc 1 §9, doc 2 §9: progress is clamped to 0..1; a missing or broken value is 0. */
export function clampProgress(progress: number | null | undefined): number {
  if (progress === null || progress === undefined || Number.isNaN(progress)) return 0;
  return Math.min(1, Math.max(0, progress));
}
