import { ContentState } from './enums.ts';
import type { ObjectiveRecordSummary, ObjectiveWorkflowSummary } from './types.ts';

export interface DetailsRedirectInput {
  readonly objectiveId: string;
  /** The page is the public (open catalog) view of the course. */
  readonly isPublicView: boolean;
  readonly isMandatory: boolean;
  readonly isSelfEnrolled: boolean;
  readonly activityState: ContentState;
  readonly lastObjectiveWorkflow: Pick<ObjectiveWorkflowSummary, 'state'> | null | undefined;
  readonly lastObjectiveRecord: ObjectiveRecordSummary | null | undefined;
}

export type DetailsRedirect = { readonly kind: 'catalog'; readonly path: string } | { readonly kind: 'coursePage'; readonly path: string };

/**
 * doc 2 §4 Auto redirect from details. A signed-in (non-public) view of a course that is
 * not mandatory, not self-enrolled, never started and not archived goes to the catalog
 * page. A public view of a course the user has a workflow for or self-enrolled in goes to
 * the course page. "Never started" also requires no record, so imported results stay
 * visible on details.
 */
export function getDetailsAutoRedirect(input: DetailsRedirectInput): DetailsRedirect | null {
  const id = encodeURIComponent(input.objectiveId);
  const hasWorkflow = Boolean(input.lastObjectiveWorkflow);
  if (input.isPublicView) {
    return hasWorkflow || input.isSelfEnrolled ? { kind: 'coursePage', path: `/courses/${id}` } : null;
  }
  const neverStarted = !hasWorkflow && !input.lastObjectiveRecord;
  if (!input.isMandatory && !input.isSelfEnrolled && neverStarted && input.activityState !== ContentState.archived) {
    return { kind: 'catalog', path: `/catalog/${id}` };
  }
  return null;
}

export function shouldAutoRedirectToCatalog(input: DetailsRedirectInput): boolean {
  return getDetailsAutoRedirect(input)?.kind === 'catalog';
}
