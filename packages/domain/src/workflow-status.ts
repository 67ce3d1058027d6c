import { WorkflowState } from './enums.ts';
import type { ObjectiveRecordSummary } from './types.ts';

export type WorkflowStatus = 'notStarted' | keyof typeof WorkflowState;

const STATUS_BY_STATE: Readonly<Record<WorkflowState, WorkflowStatus>> = {
  [WorkflowState.inProgress]: 'inProgress',
  [WorkflowState.submitted]: 'submitted',
  [WorkflowState.inGrading]: 'inGrading',
  [WorkflowState.graded]: 'graded',
  [WorkflowState.gradingApproved]: 'gradingApproved',
  [WorkflowState.finished]: 'finished',
};

/** The status label code of a course run (doc 2 §4): no workflow reads "Not Started". */
export function getWorkflowStatus(state: WorkflowState | null | undefined): WorkflowStatus {
  if (state === null || state === undefined) return 'notStarted';
  return STATUS_BY_STATE[state];
}

/** doc 1 §4 Result reading: passed null with finished set means the manual grade is pending. */
export function isManualGradePending(record: ObjectiveRecordSummary | null | undefined): boolean {
  if (!record) return false;
  const finished = record.finished !== null && record.finished !== undefined && record.finished !== '';
  return finished && (record.passed === null || record.passed === undefined);
}

/** What a course result says, in the order a screen decides it. */
export type ResultStatus = 'hidden' | 'pending' | 'passed' | 'failed' | 'graded' | 'none';

/**
 * The one reading of a result for the course card, the details page and the certificates
 * (doc 1 §4 Result reading, doc 2 §4 Grade visibility). A result the server withholds
 * (`protectResults`, set by canRevealResult) is hidden, before anything else: a hidden
 * result does not tell whether its grade is still awaited. Then a pending manual grade,
 * the pass state, a grade alone, or nothing to say.
 */
export function getResultStatus(record: ObjectiveRecordSummary): ResultStatus {
  if (record.protectResults) return 'hidden';
  if (isManualGradePending(record)) return 'pending';
  if (record.passed === true) return 'passed';
  if (record.passed === false) return 'failed';
  return record.grade ? 'graded' : 'none';
}
