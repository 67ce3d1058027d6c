import type { CourseActionsInput } from './course-actions.ts';
import type { DateInput } from './dates.ts';
import type { ContentState, ContentType, GradeRevealPolicy, RetakeWindowUnit, WorkflowState } from './enums.ts';
import { isProctoringBlocked } from './proctoring.ts';
import type { ObjectiveRecordSummary } from './types.ts';

/**
 * What a course carries for its action buttons, named as the details answer names it
 * (doc 2 §3: the objective's activity, the objective access, the aggregate's last
 * workflow and record, the last proctoring session). The server reads it from its rows,
 * the web from the details answer; both turn it into the rule's input here, once.
 */
export interface CourseFacts {
  readonly activity: { readonly type: string; readonly state: number; readonly supportReview: boolean };
  readonly access:
    | {
        readonly retake?: boolean | null;
        readonly retakeWindow?: number | null;
        readonly retakeWindowUnit?: string | null;
        readonly availabilityDate?: DateInput | null;
        readonly availabilityEndDate?: DateInput | null;
        readonly gradeRevealPolicy?: string | null;
        readonly gradeRevealDate?: DateInput | null;
      }
    | null
    | undefined;
  readonly lastObjectiveWorkflow:
    | {
        readonly state: number;
        readonly submitted?: DateInput | null;
        readonly finished?: DateInput | null;
        readonly protectResults?: boolean | null;
      }
    | null
    | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
  readonly lastProctoringSession: { readonly state: string } | null | undefined;
}

/**
 * The input of getVisibleActions for a course. The tenant's `retakeWindow` feature flag
 * decides whether the retake window applies (doc 2 §4: off, no window); the last
 * proctoring session decides the block (doc 2 §4 Availability).
 */
export function toCourseActionsInput(course: CourseFacts, featureFlags: Readonly<Record<string, boolean | undefined>>): CourseActionsInput {
  const access = course.access;
  const workflow = course.lastObjectiveWorkflow;
  return {
    activity: {
      type: course.activity.type as ContentType,
      state: course.activity.state as ContentState,
      supportReview: course.activity.supportReview,
    },
    access: {
      retake: access?.retake ?? null,
      retakeWindow: access?.retakeWindow ?? null,
      retakeWindowUnit: (access?.retakeWindowUnit ?? null) as RetakeWindowUnit | null,
      availabilityDate: access?.availabilityDate ?? null,
      availabilityEndDate: access?.availabilityEndDate ?? null,
      gradeRevealPolicy: (access?.gradeRevealPolicy ?? null) as GradeRevealPolicy | null,
      gradeRevealDate: access?.gradeRevealDate ?? null,
    },
    lastObjectiveWorkflow: workflow ? { ...workflow, state: workflow.state as WorkflowState } : null,
    lastObjectiveRecord: course.lastObjectiveRecord ?? null,
    proctoringBlocked: isProctoringBlocked(course.lastProctoringSession),
    retakeWindowEnabled: featureFlags.retakeWindow === true,
  };
}
