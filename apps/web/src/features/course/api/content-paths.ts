import type { CONTENT_PATHS, WORKFLOW_PATHS } from '@lp/contract';

type Content = typeof CONTENT_PATHS;
type Workflow = typeof WORKFLOW_PATHS;

/**
 * The content calls of `CONTENT_PATHS` and the two activity-workflow calls of
 * `WORKFLOW_PATHS`, restated as in course-paths.ts: the contract's entry carries zod.
 * content-paths.test.ts checks every one against the contract.
 */
export const CONTENT_CALL_PATHS = {
  activity: ((owId: string, partId?: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activity${partId ? `/${partId}` : ''}`) satisfies Content['activity'],
  discussionPosts: ((owId: string, activityId: string) =>
    `/api/platform/v1/users/me/objective-workflows/${owId}/activities/${activityId}/discussion-posts`) satisfies Content['discussionPosts'],
  startActivityWorkflows: '/api/lms/v1/start-activity-workflows' satisfies Workflow['startActivityWorkflows'],
  finishActivityWorkflows: '/api/lms/v1/finish-activity-workflows' satisfies Workflow['finishActivityWorkflows'],
} as const;
