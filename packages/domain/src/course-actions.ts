import { canRetakeRun, isRunHandedIn, isRunInProgress } from './lifecycle.ts';
import { getAvailability } from './availability.ts';
import type { Availability } from './availability.ts';
import type { DateInput } from './dates.ts';
import { ContentState, ContentType } from './enums.ts';
import type { GradeRevealPolicy, RetakeWindowUnit } from './enums.ts';
import { isReviewAllowed } from './grade-visibility.ts';
import { isRetakeWindowElapsed } from './retake-window.ts';
import type { ObjectiveRecordSummary, ObjectiveWorkflowSummary } from './types.ts';

export interface CourseActionsInput {
  readonly activity: {
    readonly type: ContentType;
    readonly state: ContentState;
    readonly supportReview: boolean;
  };
  readonly access: {
    readonly retake?: boolean | null;
    readonly retakeWindow?: number | null;
    readonly retakeWindowUnit?: RetakeWindowUnit | null;
    readonly availabilityDate?: DateInput | null;
    readonly availabilityEndDate?: DateInput | null;
    readonly gradeRevealPolicy?: GradeRevealPolicy | null;
    readonly gradeRevealDate?: DateInput | null;
  };
  readonly lastObjectiveWorkflow: Pick<ObjectiveWorkflowSummary, 'state' | 'submitted' | 'finished' | 'protectResults'> | null | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
  /** The last proctoring session is not in an allowed state (doc 2 §4 Availability). */
  readonly proctoringBlocked?: boolean;
  /** The retake-window feature flag (doc 2 §4); when off, the window is not applied. */
  readonly retakeWindowEnabled?: boolean;
}

/** Why the details page shows no buttons, as a message code. */
export type CourseNotice = 'comingSoon' | 'notAvailable' | 'proctoringBlocked';

export interface VisibleActions {
  readonly start: boolean;
  readonly continue: boolean;
  readonly review: boolean;
  /** "Start again". */
  readonly retake: boolean;
  /** Show "This is a course completion result imported from another platform." */
  readonly importedResult: boolean;
  /** Not `open` when a start or retake was held back by the availability dates. */
  readonly availability: Availability;
  readonly notice: CourseNotice | null;
}

const NONE: Omit<VisibleActions, 'notice' | 'importedResult'> = {
  start: false,
  continue: false,
  review: false,
  retake: false,
  availability: { kind: 'open' },
};

/**
 * The details action buttons (doc 2 §4 Details action buttons, Availability, Activity states).
 * The server enforces with the same answer: a command is refused when its button is hidden.
 */
export function getVisibleActions(input: CourseActionsInput, now: Date): VisibleActions {
  const { activity, access } = input;
  const workflow = input.lastObjectiveWorkflow ?? null;
  const record = input.lastObjectiveRecord ?? null;
  const importedResult = workflow === null && record !== null;

  // Draft shows "Coming soon" and archived "Course is not available", with no actions.
  if (activity.state === ContentState.draft) return { ...NONE, importedResult, notice: 'comingSoon' };
  if (activity.state === ContentState.archived) return { ...NONE, importedResult, notice: 'notAvailable' };
  // A proctoring session in a state that is not allowed blocks the whole course.
  if (input.proctoringBlocked) return { ...NONE, importedResult, notice: 'proctoringBlocked' };

  const startCandidate = workflow === null && record === null;
  const retakeCandidate = importedResult || isRetakeOffered(input, now);
  const availability = getAvailability({ ...access, workflowState: workflow?.state ?? null }, now);
  const open = availability.kind === 'open';
  const protectedResults = Boolean(workflow?.protectResults) || Boolean(record?.protectResults);

  return {
    start: startCandidate && open,
    continue: isRunInProgress(workflow?.state),
    // Review survives the availability end date (doc 2 §4 Availability).
    review:
      workflow !== null &&
      isRunHandedIn(workflow.state) &&
      activity.supportReview &&
      !protectedResults &&
      isReviewAllowed(
        {
          workflowState: workflow.state,
          supportReview: activity.supportReview,
          gradeRevealPolicy: access.gradeRevealPolicy,
          gradeRevealDate: access.gradeRevealDate,
        },
        now,
      ),
    retake: retakeCandidate && open,
    importedResult,
    availability: startCandidate || retakeCandidate ? availability : { kind: 'open' },
    notice: null,
  };
}

/**
 * Start again: a finished run, retake allowed, and (LTI, or composite with the retake
 * window elapsed), on a ready or expired activity. Other content types have no retake.
 * An imported result (no workflow) is offered the retake whatever the retake flag: it is
 * the only way to take the course on this platform (doc 2 §4).
 */
function isRetakeOffered(input: CourseActionsInput, now: Date): boolean {
  const { access } = input;
  const workflow = input.lastObjectiveWorkflow;
  if (!workflow || !canRetakeRun(workflow.state) || !isRetakeAllowed(input)) return false;
  if (!appliesRetakeWindow(input)) return true;
  return isRetakeWindowElapsed(workflow.finished, access.retakeWindow, access.retakeWindowUnit, now);
}

/** The course may be taken again once a run is finished: retake allowed, LTI or composite, ready or expired (doc 2 §4). */
export function isRetakeAllowed(input: Pick<CourseActionsInput, 'activity' | 'access'>): boolean {
  const { activity, access } = input;
  if (access.retake !== true) return false;
  if (activity.state !== ContentState.ready && activity.state !== ContentState.expired) return false;
  return activity.type === ContentType.lti || activity.type === ContentType.composite;
}

/** The retake window applies to composite courses while its feature flag is on (an LTI course is retaken at once). */
export function appliesRetakeWindow(input: Pick<CourseActionsInput, 'activity' | 'retakeWindowEnabled'>): boolean {
  return input.activity.type === ContentType.composite && input.retakeWindowEnabled !== false;
}
