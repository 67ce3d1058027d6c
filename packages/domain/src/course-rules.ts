import { isNextStepAStart } from './availability.ts';
import { getVisibleActions } from './course-actions.ts';
import { toCourseActionsInput, type CourseFacts } from './course-actions-input.ts';
import { hasDatePassed, isBeforeDate, toDate, toTime } from './dates.ts';
import type { DateInput } from './dates.ts';
import { ContentType, WorkflowState, type GradeRevealPolicy, type RetakeWindowUnit } from './enums.ts';
import { getGradeRevealDate, isReviewAllowed, isRevealPolicyOpen } from './grade-visibility.ts';
import { isRunFinished } from './lifecycle.ts';
import { getRetakeAvailableAt } from './retake-window.ts';
import { getActivityMode } from './team-mode.ts';

/** What the "Course rules" card reads: the facts of the action buttons and the rest of the details answer. */
export interface CourseRulesInput {
  readonly course: CourseFacts;
  readonly featureFlags: Readonly<Record<string, boolean | undefined>>;
  readonly dueDate?: DateInput | null;
  readonly isMandatory?: boolean | null;
  readonly proctored: boolean;
  readonly supportCollaborativeMode: boolean;
  readonly supportPersonalMode: boolean;
  /** The grace period ends of the course's activities (doc 2 §3 gracePeriodUntil), any order. */
  readonly gracePeriodEnds?: readonly DateInput[];
  readonly certificateTemplates: readonly { readonly name: string }[];
}

/**
 * The details answer (GET users/me/objectives/{id}) as far as the card reads it, named as
 * the answer names it: the web and the server's test turn it into the card's input here, once.
 */
export interface CourseRulesDetails {
  readonly objective: {
    readonly proctored: boolean;
    readonly gracePeriodEnds: readonly string[];
    readonly certificateTemplates: readonly { readonly name: string }[];
    readonly activity: CourseFacts['activity'] & { readonly supportCollaborativeMode: boolean; readonly supportPersonalMode: boolean };
  };
  readonly objectiveAccess:
    (NonNullable<CourseFacts['access']> & { readonly dueDate: string | null; readonly isMandatory: boolean }) | null;
  readonly objectiveWorkflowAggregate: {
    readonly lastObjectiveWorkflow: CourseFacts['lastObjectiveWorkflow'];
    readonly lastObjectiveRecord: CourseFacts['lastObjectiveRecord'];
  } | null;
  readonly lastProctoringSession: CourseFacts['lastProctoringSession'];
}

export function toCourseRulesInput(details: CourseRulesDetails, featureFlags: CourseRulesInput['featureFlags']): CourseRulesInput {
  const { objective, objectiveAccess: access } = details;
  const aggregate = details.objectiveWorkflowAggregate;
  return {
    course: {
      activity: objective.activity,
      access,
      lastObjectiveWorkflow: aggregate?.lastObjectiveWorkflow ?? null,
      lastObjectiveRecord: aggregate?.lastObjectiveRecord ?? null,
      lastProctoringSession: details.lastProctoringSession,
    },
    featureFlags,
    dueDate: access?.dueDate ?? null,
    isMandatory: access?.isMandatory ?? false,
    proctored: objective.proctored,
    supportCollaborativeMode: objective.activity.supportCollaborativeMode,
    supportPersonalMode: objective.activity.supportPersonalMode,
    gracePeriodEnds: objective.gracePeriodEnds,
    certificateTemplates: objective.certificateTemplates,
  };
}

/** One line of the card: a kind and its values, worded by the web. */
export type CourseRule =
  /** Cannot be started before this date (getAvailability's `notYet`). */
  | { readonly kind: 'opens'; readonly date: Date }
  /** Can be started before this date; `ended`: it can no longer be. */
  | { readonly kind: 'closes'; readonly date: Date; readonly ended: boolean }
  | { readonly kind: 'due'; readonly date: Date }
  /** The first activity that stops accepting work (or the last one, once all have). */
  | { readonly kind: 'gracePeriod'; readonly date: Date; readonly ended: boolean }
  /** When the result is shown: at the hand-in, from a date, never. */
  | { readonly kind: 'results'; readonly when: 'handIn' | 'never' }
  | { readonly kind: 'results'; readonly when: 'date'; readonly date: Date }
  /** Whether the finished course can be reviewed. */
  | { readonly kind: 'review'; readonly when: 'afterFinish' | 'never' }
  | { readonly kind: 'review'; readonly when: 'date'; readonly date: Date }
  /** Start again: now, from a date, after finishing (with the window to wait), or not at all. */
  | { readonly kind: 'retake'; readonly when: 'now' | 'never' }
  | { readonly kind: 'retake'; readonly when: 'date'; readonly date: Date }
  | { readonly kind: 'retake'; readonly when: 'afterFinish'; readonly window: RetakeWindow | null }
  | { readonly kind: 'mandatory' }
  | { readonly kind: 'proctored' }
  /** Done by the learner's team; `teamOnly`: it cannot be done alone. */
  | { readonly kind: 'team'; readonly teamOnly: boolean }
  | { readonly kind: 'certificates'; readonly names: readonly string[] };

export interface RetakeWindow {
  readonly amount: number;
  readonly unit: RetakeWindowUnit;
}

export type CourseRuleKind = CourseRule['kind'];

/**
 * The "Course rules" card (issue 33 item 2): what the rules the server enforces will do
 * with this learner's course, each line only when it applies. Every line is read off the
 * enforcing rule itself (getVisibleActions, getAvailability, the reveal and review rules,
 * the retake window), never recomputed: the card and the refusals cannot disagree.
 * A withheld result's date is told, never the result (nothing here reads a score).
 */
export function getCourseRules(input: CourseRulesInput, now: Date): CourseRule[] {
  const actionsInput = toCourseActionsInput(input.course, input.featureFlags);
  const actions = getVisibleActions(actionsInput, now);
  const { access } = actionsInput;
  const workflowState = actionsInput.lastObjectiveWorkflow?.state ?? null;
  const rules: CourseRule[] = [];

  if (isNextStepAStart({ retake: access.retake, workflowState })) {
    if (actions.availability.kind === 'notYet') rules.push({ kind: 'opens', date: actions.availability.date });
    const end = toDate(access.availabilityEndDate);
    if (end) rules.push({ kind: 'closes', date: end, ended: actions.availability.kind === 'ended' });
  }
  const due = toDate(input.dueDate);
  if (due) rules.push({ kind: 'due', date: due });
  const grace = getGracePeriodRule(input.gracePeriodEnds ?? [], now);
  if (grace) rules.push(grace);
  rules.push(getResultsRule(access.gradeRevealPolicy, access.gradeRevealDate, now));
  rules.push(getReviewRule(input, actionsInput.access, now));
  const retake = getRetakeRule(actionsInput, actions.retake, now);
  if (retake) rules.push(retake);
  if (input.isMandatory) rules.push({ kind: 'mandatory' });
  if (input.proctored) rules.push({ kind: 'proctored' });
  if (input.supportCollaborativeMode) {
    const alone = getActivityMode({ ...input, hasTeam: false });
    rules.push({ kind: 'team', teamOnly: alone.mode === null });
  }
  if (input.certificateTemplates.length > 0) rules.push({ kind: 'certificates', names: input.certificateTemplates.map((t) => t.name) });
  return rules;
}

/** doc 2 §4 Grade visibility, as the policy will apply to a run handed in now. */
function getResultsRule(policy: GradeRevealPolicy | null | undefined, revealDate: DateInput | null | undefined, now: Date): CourseRule {
  if (isRevealPolicyOpen(policy, revealDate, now)) return { kind: 'results', when: 'handIn' };
  const date = toDate(getGradeRevealDate(policy, revealDate));
  return date && isBeforeDate(now, date) ? { kind: 'results', when: 'date', date } : { kind: 'results', when: 'never' };
}

/** doc 2 §4 review: asked of isReviewAllowed as if the run were finished now, then of its date. */
function getReviewRule(
  input: CourseRulesInput,
  access: { gradeRevealPolicy?: GradeRevealPolicy | null; gradeRevealDate?: DateInput | null },
  now: Date,
): CourseRule {
  const terms = {
    workflowState: WorkflowState.finished,
    supportReview: input.course.activity.supportReview,
    gradeRevealPolicy: access.gradeRevealPolicy,
    gradeRevealDate: access.gradeRevealDate,
  };
  if (isReviewAllowed(terms, now)) return { kind: 'review', when: 'afterFinish' };
  const date = toDate(getGradeRevealDate(access.gradeRevealPolicy, access.gradeRevealDate));
  if (date && isBeforeDate(now, date) && isReviewAllowed(terms, date)) return { kind: 'review', when: 'date', date };
  return { kind: 'review', when: 'never' };
}

/**
 * Start again (doc 2 §4): offered now when the button shows; else from the end of the
 * window of a finished run; else, before the run is finished, after finishing with the
 * window to wait. Nothing when a finished run is held back by something else (the course
 * closed for starting, or not ready): those have their own line.
 */
function getRetakeRule(input: ReturnType<typeof toCourseActionsInput>, offered: boolean, now: Date): CourseRule | null {
  if (offered) return { kind: 'retake', when: 'now' };
  const { access, activity } = input;
  const typeRetakes = activity.type === ContentType.composite || activity.type === ContentType.lti;
  if (access.retake !== true || !typeRetakes) return { kind: 'retake', when: 'never' };
  const windowApplies = input.retakeWindowEnabled !== false && activity.type === ContentType.composite;
  const workflow = input.lastObjectiveWorkflow;
  if (workflow && isRunFinished(workflow.state)) {
    const opensAt = windowApplies ? getRetakeAvailableAt(workflow.finished, access.retakeWindow, access.retakeWindowUnit) : null;
    return opensAt && isBeforeDate(now, opensAt) ? { kind: 'retake', when: 'date', date: opensAt } : null;
  }
  const amount = access.retakeWindow;
  const unit = access.retakeWindowUnit;
  const window = windowApplies && unit && typeof amount === 'number' && amount > 0 ? { amount, unit } : null;
  return { kind: 'retake', when: 'afterFinish', window };
}

/**
 * The grace periods of the course's activities (doc 2 §4 Activity disabled logic: after it
 * an activity can be neither started nor continued): the first one still to come, the one
 * the learner must beat; once all have passed, the last one, ended.
 */
function getGracePeriodRule(ends: readonly DateInput[], now: Date): CourseRule | null {
  const times = ends.map(toTime).filter((t): t is number => t !== null);
  if (times.length === 0) return null;
  const coming = times.filter((t) => !hasDatePassed(now, new Date(t)));
  if (coming.length > 0) return { kind: 'gracePeriod', date: new Date(Math.min(...coming)), ended: false };
  return { kind: 'gracePeriod', date: new Date(Math.max(...times)), ended: true };
}
