import { canRetakeRun } from './lifecycle.ts';
import { hasDatePassed, isBeforeDate, toDate } from './dates.ts';
import type { DateInput } from './dates.ts';
import type { WorkflowState } from './enums.ts';

export interface AvailabilityInput {
  readonly availabilityDate?: DateInput | null;
  readonly availabilityEndDate?: DateInput | null;
  readonly retake?: boolean | null;
  readonly workflowState: WorkflowState | null | undefined;
}

export type Availability =
  | { readonly kind: 'open' }
  /** "Will be available to start on {date}". */
  | { readonly kind: 'notYet'; readonly date: Date }
  /** "Was available to start before {date}"; review stays allowed. */
  | { readonly kind: 'ended'; readonly date: Date };

/**
 * Whether a course can be started now (doc 2 §4 Availability).
 * The start date is inclusive and the end date exclusive ("available before {date}").
 * The end date only matters when the next step would be a start: with no workflow, or
 * (reading "with retake") a finished run whose access allows a retake. A run in progress
 * can still be continued after the end date.
 */
export function getAvailability(access: AvailabilityInput, now: Date): Availability {
  const start = toDate(access.availabilityDate);
  if (start && isBeforeDate(now, start)) return { kind: 'notYet', date: start };
  const end = toDate(access.availabilityEndDate);
  if (end && isNextStepAStart(access) && hasDatePassed(now, end)) return { kind: 'ended', date: end };
  return { kind: 'open' };
}

/**
 * The learner's next step on the course would be a start, which the end date can stop:
 * no run yet, or (reading "with retake") a finished run whose access allows a retake.
 */
export function isNextStepAStart(access: Pick<AvailabilityInput, 'retake' | 'workflowState'>): boolean {
  return (
    access.workflowState === null || access.workflowState === undefined || (canRetakeRun(access.workflowState) && access.retake === true)
  );
}
