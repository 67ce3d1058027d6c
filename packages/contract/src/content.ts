/**
 * The course content tree as the server sends it (doc 2 §3 Activity part, §7 activity
 * tree calls). Shaped to satisfy the domain's ContentNode, so the web runs the same rules
 * on it that the server enforced. Type-only. Dates are ISO strings.
 */
import type { ContentState, ContentType, ResultsDisclosurePolicy, ReviewPolicy, WorkflowState } from '@lp/domain';

export interface ActivityConstraintView {
  reviewPolicy: ReviewPolicy;
  resultsDisclosurePolicy: ResultsDisclosurePolicy;
  completePrevious: boolean;
  startFrom: string | null;
  startUntil: string | null;
  accessibleUntil: string | null;
  gracePeriodUntil: string | null;
  due: string | null;
  resultsDisclosureFrom: string | null;
  revealResultsFrom: string | null;
  resultsDisclosureAbove: number | null;
}

export interface ActivityWorkflowView {
  id: string;
  state: WorkflowState;
  progress: number;
  started: string;
  submitted: string | null;
  finished: string | null;
}

export interface ActivityWorkflowAggregateView {
  lastActivityWorkflow: ActivityWorkflowView | null;
  bestActivityRecord: { passed: boolean | null; normalizedScore: number | null } | null;
}

export interface ChildActivityView {
  id: string;
  name: string;
  code: string | null;
  type: ContentType;
  fileType: string | null;
  state: ContentState;
  description: string;
  imageUrl: string | null;
  duration: number | null;
  displayMode: number;
  presentationMode: number;
  preferredWidth: number | null;
  preferredHeight: number | null;
  supportReview: boolean;
  supportMobileView: boolean;
  supportFullscreenView: boolean;
  proctored: boolean;
  maxScore: number;
  children: ActivityTreeNode[] | null;
  activityWorkflowAggregate: ActivityWorkflowAggregateView | null;
}

export interface ActivityTreeNode {
  /** The activity part id. */
  id: string;
  order: number;
  optional: boolean;
  scoreWeight: number;
  activityPathId: string;
  /** Slash-joined part ids from the root (doc 2 §2). */
  axis: string;
  /** false: a previous activity must be completed (and passed) first. */
  available: boolean;
  /** false: the content is not served (draft, or not yet unlocked). */
  contentAvailable: boolean;
  activityConstraint: ActivityConstraintView;
  childActivity: ChildActivityView;
}

/** GET users/me/objective-workflows/{id}/activity-with-aggregates */
export interface ActivityTreeView {
  objectiveWorkflowId: string;
  objectiveId: string;
  rootActivity: Omit<ChildActivityView, 'children' | 'activityWorkflowAggregate'>;
  accessNewContentAfterCompletion: boolean;
  workflowState: number;
  children: ActivityTreeNode[];
}
