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

/** A stored file as content refers to it. */
export interface FileRefView {
  fileId: string;
  url: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * The learner-visible payload of one activity (GET …/activity[/{path}]). `content` is
 * null while the activity is a draft or locked (`lockedReason` says why, with the date it
 * opens where there is one): the server never sends what the learner may not see.
 */
export interface ActivityContentView {
  activityPathId: string | null;
  axis: string | null;
  activity: Omit<ChildActivityView, 'children' | 'activityWorkflowAggregate'>;
  lockedReason: string | null;
  opensAt: string | null;
  content: {
    html?: string;
    /**
     * Only with the tenant's mediaBlockScripts flag: where the copy with its scripts is
     * served as a page of its own, sandboxed by its own policy, for a frame. (A `srcdoc`
     * frame would inherit the app's policy, which runs no inline script.)
     */
    scriptedUrl?: string;
    document?: FileRefView;
    attachments?: FileRefView[];
    provider?: 'vimeo' | 'file';
    url?: string;
    file?: FileRefView;
    transcriptHtml?: string;
    startsAt?: string;
    endsAt?: string | null;
    timeZone?: string;
    joinUrl?: string | null;
    location?: string | null;
    toolUrl?: string;
  } | null;
  activityWorkflowAggregate: ActivityWorkflowAggregateView | null;
}

export interface ActivityRecordView {
  id: string;
  activityWorkflowId: string;
  activityId: string;
  score: number | null;
  maxScore: number | null;
  normalizedScore: number | null;
  passed: boolean | null;
  finished: string | null;
}

export interface DiscussionPostView {
  id: string;
  parentId: string | null;
  authorName: string;
  mine: boolean;
  title: string | null;
  body: string;
  created: string;
}

export const CONTENT_PATHS = {
  activity: (owId: string, path?: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}`,
  scriptedContent: (owId: string, path?: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}/scripted-content`,
  children: (owId: string, path?: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}/children`,
  activityRecords: (owId: string, activityId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activities/${activityId}/activity-records`,
  activityRecordsQuery: (owId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity-records/query`,
  discussionPosts: (owId: string, activityId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activities/${activityId}/discussion-posts`,
} as const;
