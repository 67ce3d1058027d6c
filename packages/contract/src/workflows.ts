/** Paths of the lifecycle calls (doc 1 §7 workflow calls, doc 2 §7), free of zod for the web; shapes in schemas/workflows.ts. */
export const WORKFLOW_PATHS = {
  startObjectiveWorkflows: '/api/lms/v1/start-objective-workflows',
  submitObjectiveWorkflows: '/api/lms/v1/submit-objective-workflows',
  finishObjectiveWorkflows: '/api/platform/v1/finish-objective-workflows',
  startActivityWorkflows: '/api/lms/v1/start-activity-workflows',
  finishActivityWorkflows: '/api/lms/v1/finish-activity-workflows',
  objectiveWorkflow: (id: string) => `/api/lms/v1/objective-workflows/${id}`,
  objectiveRecordsOfAggregate: (aggregateId: string) => `/api/lms/v1/objective-workflow-aggregates/${aggregateId}/objective-records`,
  /** doc 1 §7 Lists and catalog: the learner's results, with load options (platform API: not marked LMS). */
  objectiveRecordsQuery: '/api/platform/v1/objective-records/query',
  objectiveRecord: (id: string) => `/api/platform/v1/objective-records/${id}`,
  updateActivityWorkflow: (owId: string, awId: string) => `/api/lms/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}`,
  activityWorkflowAggregate: (owId: string, activityId: string) =>
    `/api/lms/v1/users/me/objective-workflows/${owId}/activities/${activityId}/activity-workflow-aggregate`,
  tree: (owId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity-with-aggregates`,
  command: (id: string) => `/api/lms/v1/commands/${id}`,
  gradeObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/grade`,
  approveObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/approve`,
  releaseObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/release`,
} as const;

export type {
  AcceptedCommand,
  CommandView,
  FinishActivityWorkflowsBody,
  FinishObjectiveWorkflowBody,
  ObjectiveRecordView,
  ObjectiveWorkflowView,
  StartActivityWorkflowsBody,
  UpdateActivityWorkflowBody,
  StartObjectiveWorkflowBody,
  SubmitObjectiveWorkflowBody,
} from './schemas/workflows.ts';
