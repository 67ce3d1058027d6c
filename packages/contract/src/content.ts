/**
 * Paths of the content calls (doc 2 §7 activity tree calls), free of zod for the web. The
 * shapes are the zod schemas of schemas/content.ts; their types are re-exported here.
 */
export type {
  ActivityConstraintView,
  ActivityContentView,
  ActivityPositionView,
  ActivityRecordView,
  ActivityTreeNode,
  ActivityTreeView,
  ActivityView,
  ActivityWorkflowAggregateView,
  ActivityWorkflowView,
  ChildActivityView,
  CourseOutline,
  DiscussionPostView,
  FileRefView,
} from './schemas/content.ts';
export {
  compactActivityTree,
  expandActivityTree,
  TREE_DEFAULTS,
  type ActivityTreeNodeWire,
  type ActivityTreeViewWire,
} from './activity-tree-wire.ts';

export const CONTENT_PATHS = {
  activity: (owId: string, path?: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}`,
  scriptedContent: (owId: string, path?: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}/scripted-content`,
  children: (owId: string, path?: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity${path ? `/${path}` : ''}/children`,
  activityRecords: (owId: string, activityId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activities/${activityId}/activity-records`,
  activityRecordsQuery: (owId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity-records/query`,
  discussionPosts: (owId: string, activityId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activities/${activityId}/discussion-posts`,
} as const;
