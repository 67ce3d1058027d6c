/** The lifecycle calls (doc 1 §7 workflow calls, doc 2 §7). Type-only. */
export const WORKFLOW_PATHS = {
  startObjectiveWorkflows: '/api/lms/v1/start-objective-workflows',
  submitObjectiveWorkflows: '/api/lms/v1/submit-objective-workflows',
  finishObjectiveWorkflows: '/api/lms/v1/finish-objective-workflows',
  startActivityWorkflows: '/api/lms/v1/start-activity-workflows',
  finishActivityWorkflows: '/api/lms/v1/finish-activity-workflows',
  objectiveWorkflow: (id: string) => `/api/lms/v1/objective-workflows/${id}`,
  objectiveRecordsOfAggregate: (aggregateId: string) => `/api/lms/v1/objective-workflow-aggregates/${aggregateId}/objective-records`,
  updateActivityWorkflow: (owId: string, awId: string) => `/api/lms/v1/users/me/objective-workflows/${owId}/activity-workflows/${awId}`,
  activityWorkflowAggregate: (owId: string, activityId: string) => `/api/lms/v1/users/me/objective-workflows/${owId}/activities/${activityId}/activity-workflow-aggregate`,
  tree: (owId: string) => `/api/platform/v1/users/me/objective-workflows/${owId}/activity-with-aggregates`,
  command: (id: string) => `/api/lms/v1/commands/${id}`,
  gradeObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/grade`,
  approveObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/approve`,
  releaseObjectiveWorkflow: (id: string) => `/api/lms/v1/instructor/objective-workflows/${id}/release`,
} as const;

export interface StartObjectiveWorkflowBody {
  objectiveWorkflowAggregateId: string;
  /** Chosen by the client: a retry or double click with the same id starts one run. */
  id: string;
}
export interface SubmitObjectiveWorkflowBody {
  id: string;
}
export interface FinishObjectiveWorkflowBody {
  id: string;
  objectiveWorkflowId: string;
}
export interface StartActivityWorkflowsBody {
  objectiveWorkflowId: string;
  activityPartIds: string[];
}
export interface FinishActivityWorkflowsBody {
  objectiveWorkflowId: string;
  activityWorkflowIds: string[];
}

export interface ObjectiveWorkflowView {
  id: string;
  objectiveId: string;
  objectiveWorkflowAggregateId: string;
  state: number;
  progress: number;
  started: string;
  submitted: string | null;
  finished: string | null;
  protectResults: boolean;
  objectiveRecordId: string | null;
}

/** A command as polled (doc 1 §4): `completed` appears once it has an outcome. */
export interface CommandView<R = unknown> {
  id: string;
  kind: string;
  state: 1 | 2 | 3 | null;
  completed?: string;
  result?: R;
  errors?: Record<string, string[]>;
}
export interface AcceptedCommand {
  id: string;
  url: string;
}
