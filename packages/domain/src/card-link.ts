import { WorkflowState } from './enums.ts';

export interface CardLinkInput {
  readonly objectiveId: string;
  /** The objective workflow aggregate id of the listed course. */
  readonly aggregateId: string;
  readonly workflowState: WorkflowState | null | undefined;
}

/** doc 1 §2 Course card: where a card leads, as a path under the /learn base. */
export function getCardLink({ objectiveId, aggregateId, workflowState }: CardLinkInput): string {
  const course = `/courses/${encodeURIComponent(objectiveId)}`;
  if (workflowState === WorkflowState.inProgress) return `${course}/view/content`;
  if (workflowState === WorkflowState.finished) return course;
  return `${course}/${encodeURIComponent(aggregateId)}`;
}
