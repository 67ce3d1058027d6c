import { isRunFinished, isRunInProgress } from './lifecycle.ts';
import type { WorkflowState } from './enums.ts';

export interface CardLinkInput {
  readonly objectiveId: string;
  /** The objective workflow aggregate id of the listed course. */
  readonly aggregateId: string;
  readonly workflowState: WorkflowState | null | undefined;
}

/** doc 1 §2 Course card: where a card leads, as a path under the /learn base. */
export function getCardLink({ objectiveId, aggregateId, workflowState }: CardLinkInput): string {
  const course = `/courses/${encodeURIComponent(objectiveId)}`;
  if (isRunInProgress(workflowState)) return `${course}/view/content`;
  if (isRunFinished(workflowState)) return course;
  return `${course}/${encodeURIComponent(aggregateId)}`;
}
