/**
 * The content tree as it travels (decision 0037). A course of 500 activities answered
 * ~600 KB of JSON, most of it repeated: each part's axis (its ancestors' ids again),
 * its activityPathId (its own id again) and fields at their usual value (null dates,
 * `false` flags). The answer of GET …/activity-with-aggregates leaves out what the client
 * can derive and every field at its default below; `expandActivityTree` gives back the
 * full tree of doc 2 §3, equal to what was compacted. Zod-free: the web expands in its
 * fetcher, the server compacts in the route.
 */
import type {
  ActivityConstraintView,
  ActivityTreeNode,
  ActivityTreeView,
  ActivityView,
  ActivityWorkflowAggregateView,
  ActivityWorkflowView,
} from './schemas/content.ts';

/** Fields a part's constraint and activity have unless the answer says otherwise (the database's defaults). */
export const TREE_DEFAULTS = {
  part: { optional: false, scoreWeight: 1, available: true, contentAvailable: true },
  constraint: {
    reviewPolicy: 'AfterSubmission',
    resultsDisclosurePolicy: 'AfterFinish',
    completePrevious: false,
    startFrom: null,
    startUntil: null,
    accessibleUntil: null,
    gracePeriodUntil: null,
    due: null,
    resultsDisclosureFrom: null,
    revealResultsFrom: null,
    resultsDisclosureAbove: null,
  },
  activity: {
    code: null,
    fileType: null,
    state: 2,
    description: '',
    imageUrl: null,
    duration: null,
    displayMode: 2,
    presentationMode: 0,
    preferredWidth: null,
    preferredHeight: null,
    supportReview: true,
    supportMobileView: true,
    supportFullscreenView: true,
    proctored: false,
    maxScore: 1,
  },
} as const satisfies {
  part: Pick<ActivityTreeNode, 'optional' | 'scoreWeight' | 'available' | 'contentAvailable'>;
  constraint: ActivityConstraintView;
  activity: Omit<ActivityView, 'id' | 'name' | 'type'>;
};

type Sparse<T> = { [K in keyof T]?: T[K] };

export type ActivityWorkflowWire = Omit<ActivityWorkflowView, 'submitted' | 'finished'> &
  Sparse<Pick<ActivityWorkflowView, 'submitted' | 'finished'>>;
/** Null where the full view (the default) has null; absent in the compact view. */
export interface ActivityWorkflowAggregateWire {
  lastActivityWorkflow?: ActivityWorkflowWire | null;
  bestActivityRecord?: ActivityWorkflowAggregateView['bestActivityRecord'];
}
export type ChildActivityWire = Pick<ActivityView, 'id' | 'name' | 'type'> &
  Sparse<Omit<ActivityView, 'id' | 'name' | 'type'>> & {
    children?: ActivityTreeNodeWire[] | null;
    activityWorkflowAggregate?: ActivityWorkflowAggregateWire | null;
  };
/** A part of the tree: in the compact view `axis` and `activityPathId` are left out (its ancestors' ids joined by '/', its own id). */
export type ActivityTreeNodeWire = Pick<ActivityTreeNode, 'id' | 'order'> &
  Sparse<Pick<ActivityTreeNode, 'optional' | 'scoreWeight' | 'available' | 'contentAvailable' | 'axis' | 'activityPathId'>> & {
    activityConstraint?: Sparse<ActivityConstraintView>;
    childActivity: ChildActivityWire;
  };
export type ActivityTreeViewWire = Omit<ActivityTreeView, 'children'> & { children: ActivityTreeNodeWire[] };

/** Copies the fields of `full` that differ from `defaults`; undefined when none does. */
function sparse<T extends object>(full: T, defaults: Partial<T>): Sparse<T> | undefined {
  const out: Sparse<T> = {};
  let differs = false;
  for (const key of Object.keys(full) as (keyof T)[]) {
    if (key in defaults && full[key] === defaults[key]) continue;
    out[key] = full[key];
    differs = true;
  }
  return differs ? out : undefined;
}

function compactWorkflow(w: ActivityWorkflowView): ActivityWorkflowWire {
  const { submitted, finished, ...rest } = w;
  return { ...rest, ...(submitted !== null && { submitted }), ...(finished !== null && { finished }) };
}

function compactNode(node: ActivityTreeNode): ActivityTreeNodeWire {
  const { childActivity, activityConstraint } = node;
  const { id, name, type, children, activityWorkflowAggregate: aggregate, ...activity } = childActivity;
  const wire: ActivityTreeNodeWire = {
    id: node.id,
    order: node.order,
    ...sparse(
      { optional: node.optional, scoreWeight: node.scoreWeight, available: node.available, contentAvailable: node.contentAvailable },
      TREE_DEFAULTS.part,
    ),
    childActivity: { id, name, type, ...sparse(activity, TREE_DEFAULTS.activity) },
  };
  const constraint = sparse(activityConstraint, TREE_DEFAULTS.constraint);
  if (constraint) wire.activityConstraint = constraint;
  if (children) wire.childActivity.children = children.map(compactNode);
  if (aggregate) {
    wire.childActivity.activityWorkflowAggregate = {
      ...(aggregate.lastActivityWorkflow && { lastActivityWorkflow: compactWorkflow(aggregate.lastActivityWorkflow) }),
      ...(aggregate.bestActivityRecord && { bestActivityRecord: aggregate.bestActivityRecord }),
    };
  }
  return wire;
}

function expandNode(wire: ActivityTreeNodeWire, parentAxis: string): ActivityTreeNode {
  const axis = parentAxis ? `${parentAxis}/${wire.id}` : wire.id;
  const { children, activityWorkflowAggregate: aggregate, ...activity } = wire.childActivity;
  const last = aggregate?.lastActivityWorkflow;
  return {
    ...TREE_DEFAULTS.part,
    id: wire.id,
    order: wire.order,
    ...(wire.optional !== undefined && { optional: wire.optional }),
    ...(wire.scoreWeight !== undefined && { scoreWeight: wire.scoreWeight }),
    ...(wire.available !== undefined && { available: wire.available }),
    ...(wire.contentAvailable !== undefined && { contentAvailable: wire.contentAvailable }),
    activityPathId: wire.id,
    axis,
    activityConstraint: { ...TREE_DEFAULTS.constraint, ...wire.activityConstraint },
    childActivity: {
      ...TREE_DEFAULTS.activity,
      ...activity,
      children: children ? children.map((c) => expandNode(c, axis)) : null,
      activityWorkflowAggregate: aggregate
        ? {
            lastActivityWorkflow: last ? { ...last, submitted: last.submitted ?? null, finished: last.finished ?? null } : null,
            bestActivityRecord: aggregate.bestActivityRecord ?? null,
          }
        : null,
    },
  } as ActivityTreeNode;
}

/** The answer the server sends for a run's tree. */
export const compactActivityTree = (view: ActivityTreeView): ActivityTreeViewWire => ({
  ...view,
  children: view.children.map(compactNode),
});

/** The full tree of doc 2 §3 from the answer: derived fields computed, defaults filled in. */
export const expandActivityTree = (wire: ActivityTreeViewWire): ActivityTreeView => ({
  ...wire,
  children: wire.children.map((c) => expandNode(c, '')),
});
