/**
 * The content tree as it travels (decision 0037). A course of 500 activities answered
 * ~600 KB of JSON, most of it repeated: each part's axis (its ancestors' ids again),
 * its activityPathId (its own id again) and fields at their usual value (null dates,
 * `false` flags). The compact answer of GET …/activity-with-aggregates (`?view=compact`)
 * leaves out what the client can derive and every field at its default below, and writes
 * a part's activity workflow unwrapped, its times as numbers; `expandActivityTree` gives
 * back the full tree of doc 2 §3, equal to what was compacted, and leaves a full answer
 * as it is. Zod-free: the web expands in its fetcher, the server's tests compact.
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
  /** An activity's file type when the answer leaves it out: the one the import gives its type most often. */
  fileType: {
    text: 'Text',
    composite: 'Composite',
    lti: 'Lti13',
    video: 'Vimeo',
    event: null,
    discussion: null,
    scorm: 'Package',
    cmi5: 'Package',
  },
} as const satisfies {
  part: Pick<ActivityTreeNode, 'optional' | 'scoreWeight' | 'available' | 'contentAvailable'>;
  constraint: ActivityConstraintView;
  activity: Omit<ActivityView, 'id' | 'name' | 'type' | 'fileType'>;
  fileType: Record<ActivityView['type'], ActivityView['fileType']>;
};

type Sparse<T> = { [K in keyof T]?: T[K] };

/** A part's last activity workflow in the compact view: times in milliseconds since the epoch, a null one left out. */
export interface ActivityWorkflowCompact {
  id: string;
  state: ActivityWorkflowView['state'];
  progress: number;
  started: number;
  submitted?: number;
  finished?: number;
  position?: ActivityWorkflowView['position'];
}
export type ChildActivityWire = Pick<ActivityView, 'id' | 'name' | 'type'> &
  Sparse<Omit<ActivityView, 'id' | 'name' | 'type'>> & {
    children?: ActivityTreeNodeWire[] | null;
    /** The full view's aggregate; the compact view has its two members on the activity instead. */
    activityWorkflowAggregate?: ActivityWorkflowAggregateView | null;
    /** Compact view: absent with no activity workflow in this run (and no best record). */
    lastActivityWorkflow?: ActivityWorkflowCompact | null;
    /** Compact view: absent while the part has no record. */
    bestActivityRecord?: ActivityWorkflowAggregateView['bestActivityRecord'];
  };
/**
 * A part of the tree: in the compact view `axis` and `activityPathId` are left out (its
 * ancestors' ids joined by '/', its own id), and `order` when it follows the previous
 * sibling's (theirs + 1; the first's 0).
 */
export type ActivityTreeNodeWire = Pick<ActivityTreeNode, 'id'> &
  Sparse<Pick<ActivityTreeNode, 'order' | 'optional' | 'scoreWeight' | 'available' | 'contentAvailable' | 'axis' | 'activityPathId'>> & {
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

/** The order a part has when the answer leaves it out: the one after its previous sibling's. */
const nextOrder = (previous: number | undefined) => (previous === undefined ? 0 : previous + 1);

function compactWorkflow(w: ActivityWorkflowView): ActivityWorkflowCompact {
  const out: ActivityWorkflowCompact = { id: w.id, state: w.state, progress: w.progress, started: Date.parse(w.started) };
  if (w.submitted !== null) out.submitted = Date.parse(w.submitted);
  if (w.finished !== null) out.finished = Date.parse(w.finished);
  if (w.position) out.position = w.position;
  return out;
}

function compactNode(node: ActivityTreeNode, previousOrder: number | undefined): ActivityTreeNodeWire {
  const { childActivity, activityConstraint } = node;
  const { id, name, type, fileType, children, activityWorkflowAggregate: aggregate, ...activity } = childActivity;
  const wire: ActivityTreeNodeWire = {
    id: node.id,
    ...(node.order !== nextOrder(previousOrder) && { order: node.order }),
    ...sparse(
      { optional: node.optional, scoreWeight: node.scoreWeight, available: node.available, contentAvailable: node.contentAvailable },
      TREE_DEFAULTS.part,
    ),
    childActivity: {
      id,
      name,
      type,
      ...(fileType !== TREE_DEFAULTS.fileType[type] && { fileType }),
      ...sparse(activity, TREE_DEFAULTS.activity),
    },
  };
  const constraint = sparse(activityConstraint, TREE_DEFAULTS.constraint);
  if (constraint) wire.activityConstraint = constraint;
  if (children) wire.childActivity.children = compactNodes(children);
  if (aggregate) {
    // Both members null (no workflow, no record) still says there is an aggregate.
    const { lastActivityWorkflow: last, bestActivityRecord: best } = aggregate;
    if (last || !best) wire.childActivity.lastActivityWorkflow = last && compactWorkflow(last);
    if (best) wire.childActivity.bestActivityRecord = best;
  }
  return wire;
}

function compactNodes(nodes: ActivityTreeNode[]): ActivityTreeNodeWire[] {
  return nodes.map((node, i) => compactNode(node, nodes[i - 1]?.order));
}

const isoOf = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

function expandAggregate(activity: ChildActivityWire): ActivityWorkflowAggregateView | null {
  if (activity.activityWorkflowAggregate !== undefined) return activity.activityWorkflowAggregate; // a full answer
  const { lastActivityWorkflow: last, bestActivityRecord: best } = activity;
  if (last === undefined && best === undefined) return null;
  return {
    lastActivityWorkflow: last
      ? {
          id: last.id,
          state: last.state,
          progress: last.progress,
          started: isoOf(last.started)!,
          submitted: isoOf(last.submitted),
          finished: isoOf(last.finished),
          ...(last.position && { position: last.position }),
        }
      : null,
    bestActivityRecord: best ?? null,
  };
}

function expandNodes(wires: ActivityTreeNodeWire[], parentAxis: string): ActivityTreeNode[] {
  let previousOrder: number | undefined;
  return wires.map((wire) => {
    const node = expandNode(wire, parentAxis, previousOrder);
    previousOrder = node.order;
    return node;
  });
}

function expandNode(wire: ActivityTreeNodeWire, parentAxis: string, previousOrder: number | undefined): ActivityTreeNode {
  const axis = parentAxis ? `${parentAxis}/${wire.id}` : wire.id;
  // The aggregate, full or unwrapped, is expanded below; the rest is the activity's own fields.
  const {
    children,
    activityWorkflowAggregate: _full,
    lastActivityWorkflow: _last,
    bestActivityRecord: _best,
    ...activity
  } = wire.childActivity;
  return {
    ...TREE_DEFAULTS.part,
    id: wire.id,
    order: wire.order ?? nextOrder(previousOrder),
    ...(wire.optional !== undefined && { optional: wire.optional }),
    ...(wire.scoreWeight !== undefined && { scoreWeight: wire.scoreWeight }),
    ...(wire.available !== undefined && { available: wire.available }),
    ...(wire.contentAvailable !== undefined && { contentAvailable: wire.contentAvailable }),
    activityPathId: wire.id,
    axis,
    activityConstraint: { ...TREE_DEFAULTS.constraint, ...wire.activityConstraint },
    childActivity: {
      ...TREE_DEFAULTS.activity,
      fileType: TREE_DEFAULTS.fileType[activity.type],
      ...activity,
      children: children ? expandNodes(children, axis) : null,
      activityWorkflowAggregate: expandAggregate(wire.childActivity),
    },
  } as ActivityTreeNode;
}

/** The compact answer of a run's tree (the server writes it directly; this is its definition, for tests). */
export const compactActivityTree = (view: ActivityTreeView): ActivityTreeViewWire => ({
  ...view,
  children: compactNodes(view.children),
});

/** The full tree of doc 2 §3 from the answer: derived fields computed, defaults filled in. */
export const expandActivityTree = (wire: ActivityTreeViewWire): ActivityTreeView => ({
  ...wire,
  children: expandNodes(wire.children, ''),
});
