import type { CourseRule } from './course-rules.ts';
import type { GradeRevealPolicy, RetakeWindowUnit } from './enums.ts';

/*
 * The one table that drives both proofs of issue 33 item 2: course-rules.test.ts checks
 * the card's lines of each case, and apps/server/src/modules/course-details/
 * course-rules-enforced.test.ts imports each case as a course and checks the server
 * enforces what the lines say (enforcementOf). Dates are hours from now, so the same
 * case reads the same in both (the import takes "+72h").
 */

/** A composite course with one lesson, the learner enrolled on these terms. */
export interface CourseRulesCaseFacts {
  readonly availabilityDate?: number;
  readonly availabilityEndDate?: number;
  readonly dueDate?: number;
  readonly gradeRevealPolicy?: GradeRevealPolicy;
  readonly gradeRevealDate?: number;
  readonly retake?: boolean;
  readonly retakeWindow?: { readonly amount: number; readonly unit: RetakeWindowUnit };
  /** A finished, scored run that many hours ago (negative); none: not started. */
  readonly finished?: number;
  readonly isMandatory?: boolean;
  /** The lesson's grace period end. */
  readonly gracePeriodUntil?: number;
}

/** What the server does with the learner's next step, as the card's lines say it will. */
export interface CourseRulesEnforcement {
  /** POST start-objective-workflows: 'allowed' or the refusal's reason. */
  readonly start: 'allowed' | 'notYetAvailable' | 'availabilityEnded' | 'retakeNotAllowed';
  /** The course result on the details answer (finished runs only): never its value while hidden. */
  readonly result?: 'shown' | 'hidden';
}

export interface CourseRulesCase {
  readonly name: string;
  readonly facts: CourseRulesCaseFacts;
  readonly lines: readonly Record<string, unknown>[];
  readonly enforce: CourseRulesEnforcement;
}

const RESULTS_AT_HAND_IN = { kind: 'results', when: 'handIn' } as const;
const REVIEW_AFTER_FINISH = { kind: 'review', when: 'afterFinish' } as const;
const NO_RETAKE = { kind: 'retake', when: 'never' } as const;

export const COURSE_RULES_CASES: readonly CourseRulesCase[] = [
  {
    name: 'a plain course: results at hand-in, review after finishing, no retake',
    facts: {},
    lines: [RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, NO_RETAKE],
    enforce: { start: 'allowed' },
  },
  {
    name: 'not open yet: says when it opens and start is refused until then',
    facts: { availabilityDate: 72, availabilityEndDate: 240, isMandatory: true },
    lines: [
      { kind: 'opens', date: 72 },
      { kind: 'closes', date: 240, ended: false },
      RESULTS_AT_HAND_IN,
      REVIEW_AFTER_FINISH,
      NO_RETAKE,
      { kind: 'mandatory' },
    ],
    enforce: { start: 'notYetAvailable' },
  },
  {
    name: 'closed for starting: says since when and start is refused',
    facts: { availabilityDate: -240, availabilityEndDate: -24, dueDate: -48 },
    lines: [{ kind: 'closes', date: -24, ended: true }, { kind: 'due', date: -48 }, RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, NO_RETAKE],
    enforce: { start: 'availabilityEnded' },
  },
  {
    name: 'open with a due date and a grace period: start allowed',
    facts: { availabilityEndDate: 480, dueDate: 120, gracePeriodUntil: 168 },
    lines: [
      { kind: 'closes', date: 480, ended: false },
      { kind: 'due', date: 120 },
      { kind: 'gracePeriod', date: 168, ended: false },
      RESULTS_AT_HAND_IN,
      REVIEW_AFTER_FINISH,
      NO_RETAKE,
    ],
    enforce: { start: 'allowed' },
  },
  {
    name: 'results and review from a date: the date is told, the finished result stays hidden',
    facts: { gradeRevealPolicy: 'AfterDate', gradeRevealDate: 48, finished: -24 },
    lines: [{ kind: 'results', when: 'date', date: 48 }, { kind: 'review', when: 'date', date: 48 }, NO_RETAKE],
    enforce: { start: 'retakeNotAllowed', result: 'hidden' },
  },
  {
    name: 'a reveal date that has passed: results at hand-in, the result is shown',
    facts: { gradeRevealPolicy: 'AfterDate', gradeRevealDate: -1, finished: -24 },
    lines: [RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, NO_RETAKE],
    enforce: { start: 'retakeNotAllowed', result: 'shown' },
  },
  {
    name: 'results never shown: no review, the result stays hidden',
    facts: { gradeRevealPolicy: 'Never', finished: -24, retake: true },
    lines: [
      { kind: 'results', when: 'never' },
      { kind: 'review', when: 'never' },
      { kind: 'retake', when: 'now' },
    ],
    enforce: { start: 'allowed', result: 'hidden' },
  },
  {
    name: 'a retake window not elapsed: says from when, and the retake is refused',
    facts: { retake: true, retakeWindow: { amount: 3, unit: 'Days' }, finished: -24 },
    lines: [RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, { kind: 'retake', when: 'date', date: 48 }],
    enforce: { start: 'retakeNotAllowed', result: 'shown' },
  },
  {
    name: 'a retake window elapsed: retake now, and it is allowed',
    facts: { retake: true, retakeWindow: { amount: 12, unit: 'Hours' }, finished: -24 },
    lines: [RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, { kind: 'retake', when: 'now' }],
    enforce: { start: 'allowed', result: 'shown' },
  },
  {
    name: 'not started with a retake window: retake after finishing, waiting the window',
    facts: { retake: true, retakeWindow: { amount: 2, unit: 'Weeks' } },
    lines: [RESULTS_AT_HAND_IN, REVIEW_AFTER_FINISH, { kind: 'retake', when: 'afterFinish', window: { amount: 2, unit: 'Weeks' } }],
    enforce: { start: 'allowed' },
  },
];

/**
 * What the server must do when the card shows these lines: a start before "opens" or
 * after "closes" (ended) is refused with that reason; a finished run starts again only
 * when the retake line says now; a result is shown only when results come at the hand-in.
 */
export function enforcementOf(lines: readonly Record<string, unknown>[], hasFinishedRun: boolean): CourseRulesEnforcement {
  const line = (kind: string) => lines.find((l) => l.kind === kind);
  const start: CourseRulesEnforcement['start'] = line('opens')
    ? 'notYetAvailable'
    : line('closes')?.ended === true
      ? 'availabilityEnded'
      : hasFinishedRun && line('retake')?.when !== 'now'
        ? 'retakeNotAllowed'
        : 'allowed';
  if (!hasFinishedRun) return { start };
  return { start, result: line('results')?.when === 'handIn' ? 'shown' : 'hidden' };
}

/** A line with its dates as whole hours from now (the table's unit). */
export function toHoursFromNow(rule: CourseRule, now: Date): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rule).map(([key, value]) => [
      key,
      value instanceof Date ? Math.round((value.getTime() - now.getTime()) / 3_600_000) : value,
    ]),
  );
}
