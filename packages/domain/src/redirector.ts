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
}

export type RedirectorTarget =
  | { readonly kind: 'details'; readonly path: string }
  | { readonly kind: 'content'; readonly axis: string | null; readonly path: string };

/**
 * doc 2 §2 Redirector: a composite course with no started workflow goes to details; an
 * activity that is not found goes to details; otherwise the content view at the
 * activity's axis. activityPathId wins over activityId when both are given; with neither,
 * the content view opens without an axis and the first activity is selected there.
 * (Carrying inProctoringIframe on is left to the caller.)
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
  const segments = found.axis.split('/').map(encodeURIComponent).join('/');
  return { kind: 'content', axis: found.axis, path: `${course}/content/${segments}` };
}
