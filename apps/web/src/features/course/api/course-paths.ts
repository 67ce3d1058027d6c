import type { WORKFLOW_PATHS } from '@lp/contract';

type Paths = typeof WORKFLOW_PATHS;

/**
 * The lifecycle paths of `WORKFLOW_PATHS`, restated here: the contract's entry also
 * carries zod (about 25 KiB gzipped), and the package exports no `./workflows` subpath.
 * The literal paths are checked against the contract by type; the builders by
 * course-paths.test.ts.
 */
export const COURSE_PATHS = {
  startObjectiveWorkflows: '/api/lms/v1/start-objective-workflows' satisfies Paths['startObjectiveWorkflows'],
  submitObjectiveWorkflows: '/api/lms/v1/submit-objective-workflows' satisfies Paths['submitObjectiveWorkflows'],
  finishObjectiveWorkflows: '/api/lms/v1/finish-objective-workflows' satisfies Paths['finishObjectiveWorkflows'],
  objectiveWorkflow: (id: string) => `/api/lms/v1/objective-workflows/${id}`,
  objectiveRecordsOfAggregate: (aggregateId: string) => `/api/lms/v1/objective-workflow-aggregates/${aggregateId}/objective-records`,
  tree: (owId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity-with-aggregates`,
} as const satisfies Partial<Record<keyof Paths, unknown>>;
