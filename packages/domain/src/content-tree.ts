// The course content tree (doc 2 §3): activity parts, each with its constraint and its
// child activity, which may itself hold parts. Walking helpers are generic so callers
// keep their own richer node type (for example one inferred from the contract).
import { isRunInProgress } from './lifecycle.ts';
import type { DateInput } from './dates.ts';
import { ContentState } from './enums.ts';
import type { ContentType, ResultsDisclosurePolicy, ReviewPolicy, WorkflowState } from './enums.ts';

export interface ActivityConstraint {
  readonly reviewPolicy?: ReviewPolicy | null;
  readonly resultsDisclosurePolicy?: ResultsDisclosurePolicy | null;
  readonly startFrom?: DateInput | null;
  readonly startUntil?: DateInput | null;
  readonly accessibleUntil?: DateInput | null;
  readonly gracePeriodUntil?: DateInput | null;
  readonly due?: DateInput | null;
  readonly resultsDisclosureFrom?: DateInput | null;
  readonly revealResultsFrom?: DateInput | null;
  /** 0..1: the normalized score above which AfterScore discloses results. */
  readonly resultsDisclosureAbove?: number | null;
}

export interface ActivityWorkflowSummary {
  readonly id?: string;
  readonly state: WorkflowState;
  readonly submitted?: DateInput | null;
  readonly finished?: DateInput | null;
  /** Where the learner last was inside the activity (activity-position.ts). */
  readonly position?: { readonly savedAt: string } | null;
}

export interface ActivityWorkflowAggregate {
  readonly lastActivityWorkflow?: ActivityWorkflowSummary | null;
  readonly bestActivityRecord?: { readonly passed?: boolean | null; readonly normalizedScore?: number | null } | null;
}

export interface ChildActivity {
  readonly id: string;
  readonly name?: string;
  readonly code?: string | null;
  readonly type: ContentType;
  readonly state: ContentState;
  readonly proctored?: boolean | null;
  /** Expected time to do it, in seconds. */
  readonly duration?: number | null;
  readonly children?: readonly ContentNode[] | null;
  readonly activityWorkflowAggregate?: ActivityWorkflowAggregate | null;
}

/** An activity part in the tree. */
export interface ContentNode {
  /** The activity part id; axes are made of these. */
  readonly id: string;
  readonly order?: number;
  readonly optional?: boolean | null;
  readonly scoreWeight?: number | null;
  readonly activityPathId?: string | null;
  /** As sent by the server; getAxis computes it from the path when absent. */
  readonly axis?: string | null;
  /** false: a previous activity must be completed first. */
  readonly available: boolean;
  readonly contentAvailable: boolean;
  readonly activityConstraint?: ActivityConstraint | null;
  readonly childActivity: ChildActivity;
}

export interface LocatedNode<N extends ContentNode> {
  readonly node: N;
  readonly axis: string;
}

/** doc 2 §2: the axis is the slash-joined path of part ids from the root. */
export function getAxis(path: readonly { readonly id: string }[]): string {
  return path.map((part) => part.id).join('/');
}

/** The parts under a node, typed as the caller's node type (the tree is homogeneous). */
export function getChildren<N extends ContentNode>(node: N): readonly N[] {
  return (node.childActivity.children ?? []) as readonly N[];
}

/** Depth-first, in order; returns the first node (with its axis) the predicate accepts. */
export function findInTree<N extends ContentNode>(
  nodes: readonly N[],
  predicate: (node: N, axis: string) => boolean,
  parentAxis = '',
): LocatedNode<N> | null {
  for (const node of nodes) {
    const axis = parentAxis === '' ? node.id : `${parentAxis}/${node.id}`;
    if (predicate(node, axis)) return { node, axis };
    const found = findInTree(getChildren(node), predicate, axis);
    if (found) return found;
  }
  return null;
}

/** Every node of the tree, depth-first, in order. */
export function flattenTree<N extends ContentNode>(nodes: readonly N[]): LocatedNode<N>[] {
  const all: LocatedNode<N>[] = [];
  findInTree(nodes, (node, axis) => {
    all.push({ node, axis });
    return false;
  });
  return all;
}

export function findNodeByAxis<N extends ContentNode>(nodes: readonly N[], axis: string): N | null {
  const ids = axis.split('/').filter((id) => id !== '');
  let level: readonly N[] = nodes;
  let found: N | null = null;
  for (const id of ids) {
    found = level.find((node) => node.id === id) ?? null;
    if (!found) return null;
    level = getChildren(found);
  }
  return found;
}

/** doc 2 §4: archived activities are removed from the table of contents, at every depth. */
export function removeArchived<N extends ContentNode>(nodes: readonly N[]): N[] {
  return nodes
    .filter((node) => node.childActivity.state !== ContentState.archived)
    .map((node) => {
      const children = node.childActivity.children;
      if (!children) return node;
      // Same shape as the input node with fewer children, hence the cast back to N.
      return { ...node, childActivity: { ...node.childActivity, children: removeArchived(children) } } as N;
    });
}

export type ActivityPhase = 'notStarted' | 'inProgress' | 'finished';

/**
 * Where the learner is in one activity, for the disabled rules of doc 2 §4: no activity
 * workflow is not started; inProgress is in progress; every later state (submitted,
 * in grading, graded, approved, finished) counts as finished, since the learner can no
 * longer work on it.
 */
export function getActivityPhase(node: ContentNode): ActivityPhase {
  return getActivityPhaseOf(node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.state);
}

/** The same phase from the state of the activity's latest workflow alone (null: none yet). */
export function getActivityPhaseOf(workflowState: WorkflowState | null | undefined): ActivityPhase {
  if (workflowState === null || workflowState === undefined) return 'notStarted';
  return isRunInProgress(workflowState) ? 'inProgress' : 'finished';
}
