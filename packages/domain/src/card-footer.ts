import { isInGrading, isRunFinished, isRunInProgress } from './lifecycle.ts';
import { clampProgress } from './course-progress.ts';
import { toDate } from './dates.ts';
import type { DateInput } from './dates.ts';
import type { ObjectiveRecordSummary, ObjectiveWorkflowSummary } from './types.ts';

export interface CardFooterInput {
  readonly lastObjectiveWorkflow:
    Pick<ObjectiveWorkflowSummary, 'state' | 'progress' | 'started' | 'submitted' | 'finished'> | null | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
  readonly availabilityDate?: DateInput | null;
  readonly dueDate?: DateInput | null;
}

export type CardFooter =
  | { readonly kind: 'availableFrom'; readonly date: Date }
  | { readonly kind: 'due'; readonly date: Date }
  | { readonly kind: 'notStarted' }
  | { readonly kind: 'submitted'; readonly date: Date | null; readonly progress: number }
  | { readonly kind: 'started'; readonly date: Date | null; readonly progress: number }
  | { readonly kind: 'completed'; readonly date: Date | null }
  /** The "otherwise: the due date" case when there is no due date: show nothing. */
  | { readonly kind: 'none' };

/**
 * The course card footer (doc 1 §4 Card footer, doc 2 §2), in the spec's words: only a run
 * in grading shows its submitted date; a run submitted but not yet in grading, graded or
 * grading approved falls under "otherwise: the due date".
 */
export function getCardFooter(course: CardFooterInput): CardFooter {
  const workflow = course.lastObjectiveWorkflow;
  const record = course.lastObjectiveRecord;
  if (!workflow) {
    // A record without a run is an imported, finished result.
    if (record) return { kind: 'completed', date: toDate(record.finished) };
    const availableFrom = toDate(course.availabilityDate);
    if (availableFrom) return { kind: 'availableFrom', date: availableFrom };
    return dueOr(course.dueDate, { kind: 'notStarted' });
  }
  if (isInGrading(workflow.state))
    return { kind: 'submitted', date: toDate(workflow.submitted), progress: clampProgress(workflow.progress) };
  if (isRunInProgress(workflow.state))
    return { kind: 'started', date: toDate(workflow.started), progress: clampProgress(workflow.progress) };
  if (isRunFinished(workflow.state)) return { kind: 'completed', date: toDate(workflow.finished) ?? toDate(record?.finished) };
  return dueOr(course.dueDate, { kind: 'none' });
}

function dueOr(dueDate: DateInput | null | undefined, fallback: CardFooter): CardFooter {
  const due = toDate(dueDate);
  return due ? { kind: 'due', date: due } : fallback;
}
