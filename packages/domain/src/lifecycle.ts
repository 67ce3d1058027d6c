import { WorkflowState } from './enums.ts';

/**
 * The run's state machine (doc 1 §3, doc 2 §4): one table of which step a run (course or
 * activity workflow) may take from which state. The server refuses by it (`apps/server/src/lifecycle/`)
 * and the web shows by it, so the two cannot disagree; no run state is compared by hand elsewhere.
 *
 *   inProgress ─submit─► submitted | inGrading | finished
 *   submitted, inGrading ─grade─► graded ─approve─► gradingApproved ─release─► finished
 */
export const RUN_STEPS = {
  /** Work on the run: start or finish an activity, save an answer, open a tool, form a team, hand in. */
  work: [WorkflowState.inProgress],
  /** Hand the run in (doc 2 §4 Submitting). */
  submit: [WorkflowState.inProgress],
  /** An instructor grades it: the run waits for a grade. */
  grade: [WorkflowState.submitted, WorkflowState.inGrading],
  /** An instructor approves the grade. */
  approve: [WorkflowState.graded],
  /** The approved grade is released and the run finishes. */
  release: [WorkflowState.gradingApproved],
  /** A tool's score (LTI AGS, proctoring) still counts: while worked on, or while grading has not ended. */
  toolScore: [WorkflowState.inProgress, WorkflowState.inGrading],
  /**
   * A package's own result (SCORM, cmi5; issue 34) still counts: only while the learner can
   * work in the run — it is the learner's work, which a hand-in ends.
   */
  packageResult: [WorkflowState.inProgress],
  /** Start again (doc 2 §4 Retake), when the retake window allows. */
  retake: [WorkflowState.finished],
} as const satisfies Record<string, readonly WorkflowState[]>;

export type RunStep = keyof typeof RUN_STEPS;

/** Whether a run in `state` may take `step` (no run yet: no step). */
export const allowsRunStep = (step: RunStep, state: WorkflowState | null | undefined): boolean =>
  state != null && (RUN_STEPS[step] as readonly WorkflowState[]).includes(state);

/** Still being worked on: the learner can act inside it. */
export const isRunInProgress = (state: WorkflowState | null | undefined): boolean => allowsRunStep('work', state);
/** Handed in and waiting for an instructor's grade (`submitted` or `inGrading`). */
export const isAwaitingGrade = (state: WorkflowState | null | undefined): boolean => allowsRunStep('grade', state);
/** Over: the result stands (a retake starts a new run). */
export const isRunFinished = (state: WorkflowState | null | undefined): boolean => state === WorkflowState.finished;
/** Handed in at some point: anything after in progress. */
export const isRunHandedIn = (state: WorkflowState | null | undefined): boolean => state != null && !isRunInProgress(state);

/** Handed in and its result known: graded, approved or finished (an activity counts as done, doc 2 §3 progress). */
export const isRunDone = (state: WorkflowState | null | undefined): boolean => isRunHandedIn(state) && !isAwaitingGrade(state);
/** An instructor has begun grading: the one state whose submitted date the card shows (doc 1 §4) and whose review waits (doc 2 §4). */
export const isInGrading = (state: WorkflowState | null | undefined): boolean => state === WorkflowState.inGrading;

export const canSubmitRun = (state: WorkflowState | null | undefined): boolean => allowsRunStep('submit', state);
export const canGradeRun = (state: WorkflowState | null | undefined): boolean => allowsRunStep('grade', state);
export const canApproveGrade = (state: WorkflowState | null | undefined): boolean => allowsRunStep('approve', state);
export const canReleaseGrade = (state: WorkflowState | null | undefined): boolean => allowsRunStep('release', state);
/** Start again from this run (doc 2 §4 Retake); the access's retake flag and window decide the rest. */
export const canRetakeRun = (state: WorkflowState | null | undefined): boolean => allowsRunStep('retake', state);
/** Whether a tool's score posted for an activity of a run in `runState` still counts. */
export const acceptsToolScore = (runState: WorkflowState | null | undefined): boolean => allowsRunStep('toolScore', runState);
/** Whether a SCORM SCO's or cmi5 AU's result for an activity of a run in `runState` still counts. */
export const acceptsPackageResult = (runState: WorkflowState | null | undefined): boolean => allowsRunStep('packageResult', runState);
