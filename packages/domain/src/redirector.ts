import { findInTree } from './content-tree.ts';
import type { ContentNode } from './content-tree.ts';
import { ContentType } from './enums.ts';

export interface RedirectorInput {
  readonly objectiveId: string;
  /** Type of the course's root activity. */
  readonly courseType: ContentType;
  /** The learner has a started objective workflow for this course. */
  readonly hasStartedWorkflow: boolean;
  readonly activityId?: string | null;
  readonly activityPathId?: string | null;
  /** The content tree; may be empty when no run was started. */
  readonly tree: readonly ContentNode[];
  /** The page is inside the proctoring tool's frame (doc 2 §2 inProctoringIframe). */
  readonly inProctoringIframe?: boolean;
}

export type RedirectorTarget =
  | { readonly kind: 'details'; readonly path: string }
  | { readonly kind: 'content'; readonly axis: string | null; readonly path: string }
  | { readonly kind: 'proctor'; readonly activityPathId: string; readonly path: string };

/**
 * doc 2 §2 Redirector: a composite course with no started workflow goes to details; an
 * activity that is not found goes to details; otherwise the content view at the
 * activity's axis. activityPathId wins over activityId when both are given; with neither,
 * the content view opens without an axis and the first activity is selected there.
 * Inside the proctoring tool's frame (inProctoringIframe) a found activity opens on the
 * proctor route instead, without the portal's navigation (decision 0021); carrying the
 * query parameter itself on is left to the caller.
 */
export function getRedirectorTarget(input: RedirectorInput): RedirectorTarget {
  const course = `/courses/${encodeURIComponent(input.objectiveId)}/view`;
  const details: RedirectorTarget = { kind: 'details', path: `${course}/details` };
  if (input.courseType === ContentType.composite && !input.hasStartedWorkflow) return details;
  const { activityId, activityPathId } = input;
  if (!activityId && !activityPathId) return { kind: 'content', axis: null, path: `${course}/content` };
  const found = findInTree(input.tree, (node) =>
    activityPathId ? node.activityPathId === activityPathId : node.childActivity.id === activityId,
  );
  if (!found) return details;
  if (input.inProctoringIframe) {
    // The part's path id (the server's is the part id itself).
    const pathId = found.node.activityPathId ?? found.node.id;
    const proctor = `/courses/proctor/${encodeURIComponent(input.objectiveId)}/${encodeURIComponent(pathId)}`;
    return { kind: 'proctor', activityPathId: pathId, path: proctor };
  }
  const segments = found.axis.split('/').map(encodeURIComponent).join('/');
  return { kind: 'content', axis: found.axis, path: `${course}/content/${segments}` };
}
