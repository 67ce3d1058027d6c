import type {
  ActivityConstraintView,
  ActivityTreeNode,
  ActivityWorkflowAggregateView,
  ActivityWorkflowView,
  ChildActivityView,
} from '@lp/contract';
import { ContentState, isRunDone } from '@lp/domain';
import type { ActivityWorkflowRow, ActivityWorkflowTimesRow, PartRow } from './tree-repository.ts';
import { iso } from '../../lib/iso-date.ts';

/** Workflow states that complete a leaf (with no failing record). */

/** A course's parts by their parent activity, in order, archived parts left out (doc 2 §4): what does not depend on the run. */
export interface CourseStructure {
  byParent: ReadonlyMap<string, readonly PartRow[]>;
  /** Each part's constraint and activity as answers carry them: shared by every run's tree, never changed. */
  views: ReadonlyMap<
    string,
    { constraint: ActivityConstraintView; activity: Omit<ChildActivityView, 'children' | 'activityWorkflowAggregate'> }
  >;
}

export function courseStructure(parts: readonly PartRow[]): CourseStructure {
  const byParent = new Map<string, PartRow[]>();
  for (const p of parts) {
    if (p.state === ContentState.archived) continue;
    const list = byParent.get(p.parent_activity_id) ?? [];
    list.push(p);
    byParent.set(p.parent_activity_id, list);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.position - b.position);
  const views = new Map(parts.map((part) => [part.id, { constraint: constraintView(part), activity: activityView(part) }]));
  return { byParent, views };
}

const constraintView = (part: PartRow): ActivityConstraintView => ({
  reviewPolicy: part.review_policy,
  resultsDisclosurePolicy: part.results_disclosure_policy,
  completePrevious: part.complete_previous,
  startFrom: iso(part.start_from),
  startUntil: iso(part.start_until),
  accessibleUntil: iso(part.accessible_until),
  gracePeriodUntil: iso(part.grace_period_until),
  due: iso(part.due),
  resultsDisclosureFrom: iso(part.results_disclosure_from),
  revealResultsFrom: iso(part.reveal_results_from),
  resultsDisclosureAbove: part.results_disclosure_above,
});

/**
 * Assembles the parts of one course into the tree the learner sees, with each part's
 * last activity workflow and best record, and two facts the server decides:
 * - `available`: false while "complete previous" waits for the part before it to be
 *   completed and not failed (doc 2 §8 completePreviousToPass);
 * - `contentAvailable`: false for drafts (their content is never sent).
 * Archived parts are left out altogether (doc 2 §4).
 */
export function buildTree(rootActivityId: string, structure: CourseStructure, workflows: ActivityWorkflowRow[]): ActivityTreeNode[] {
  const { byParent, views } = structure;
  const workflowOf = new Map(workflows.map((w) => [w.activity_part_id, w]));

  const build = (activityId: string, parentAxis: string, seen: Set<string>): ActivityTreeNode[] => {
    const siblings = byParent.get(activityId) ?? [];
    const nodes: ActivityTreeNode[] = [];
    for (const part of siblings) {
      if (seen.has(part.child_activity_id)) continue; // a cycle in bad data must not hang the server
      const axis = parentAxis ? `${parentAxis}/${part.id}` : part.id;
      const children = part.type === 'composite' ? build(part.child_activity_id, axis, new Set(seen).add(part.child_activity_id)) : null;
      const w = workflowOf.get(part.id);
      const view = views.get(part.id)!;
      const previous = nodes.at(-1);
      nodes.push({
        id: part.id,
        order: part.position,
        optional: part.optional,
        scoreWeight: part.score_weight,
        activityPathId: part.id,
        axis,
        available: !part.complete_previous || !previous || isCompleted(previous),
        contentAvailable: part.state !== ContentState.draft,
        activityConstraint: view.constraint,
        childActivity: {
          ...view.activity,
          children,
          activityWorkflowAggregate: w ? toActivityWorkflowAggregate(w) : null,
        },
      });
    }
    return nodes;
  };
  return build(rootActivityId, '', new Set([rootActivityId]));
}

/** An activity workflow as every answer carries it (the tree, an activity's aggregate, start and progress). */
export const toActivityWorkflowView = (w: ActivityWorkflowTimesRow): ActivityWorkflowView => ({
  id: w.id,
  state: w.state,
  progress: w.progress,
  started: iso(w.started),
  submitted: iso(w.submitted),
  finished: iso(w.finished),
  ...(w.position && { position: w.position }),
});

/** An activity's aggregate in a run: its last workflow and, once it has a record, the best result. */
export const toActivityWorkflowAggregate = (w: ActivityWorkflowRow): ActivityWorkflowAggregateView => ({
  lastActivityWorkflow: toActivityWorkflowView(w),
  bestActivityRecord: w.record_count > 0 ? { passed: w.best_passed, normalizedScore: w.best_normalized } : null,
});

export function activityView(
  row: Omit<
    PartRow,
    | 'id'
    | 'parent_activity_id'
    | 'child_activity_id'
    | 'position'
    | 'optional'
    | 'score_weight'
    | 'review_policy'
    | 'results_disclosure_policy'
    | 'complete_previous'
    | 'start_from'
    | 'start_until'
    | 'accessible_until'
    | 'grace_period_until'
    | 'due'
    | 'results_disclosure_from'
    | 'reveal_results_from'
    | 'results_disclosure_above'
    | 'depth'
  > & { child_activity_id?: string; id?: string },
): Omit<ChildActivityView, 'children' | 'activityWorkflowAggregate'> {
  return {
    id: (row.child_activity_id ?? row.id)!,
    name: row.name,
    code: row.code,
    type: row.type,
    fileType: row.file_type,
    state: row.state,
    description: row.description,
    imageUrl: row.image_url,
    duration: row.duration,
    displayMode: row.display_mode,
    presentationMode: row.presentation_mode,
    preferredWidth: row.preferred_width,
    preferredHeight: row.preferred_height,
    supportReview: row.support_review,
    supportMobileView: row.support_mobile_view,
    supportFullscreenView: row.support_fullscreen_view,
    proctored: row.proctored,
    maxScore: row.max_score,
  };
}

/** Completed and not failed: every required leaf below is graded, approved or finished with no failing record. */
export function isCompleted(node: ActivityTreeNode): boolean {
  const children = node.childActivity.children;
  if (children) {
    return children.every((c) => c.optional || c.childActivity.state === ContentState.draft || isCompleted(c));
  }
  const aggregate = node.childActivity.activityWorkflowAggregate;
  const state = aggregate?.lastActivityWorkflow?.state;
  return isRunDone(state) && aggregate?.bestActivityRecord?.passed !== false;
}
